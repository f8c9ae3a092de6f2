// Health check and the run-time configuration the browser needs.
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, runtimeConfigSchema } from '@menudex/contract/runtime-config';
import type { RuntimeConfig } from '@menudex/contract/runtime-config';
import type { AppContext } from '../../app-context.ts';

export function runtimeConfig(ctx: AppContext): RuntimeConfig {
  const { config } = ctx;
  return {
    contactEmail: config.contactEmail,
    publicUrl: config.publicUrl ?? null,
    auth: {
      google: {
        enabled: Boolean(config.google.clientId),
        clientId: config.google.clientId ?? null,
      },
      facebook: {
        enabled: Boolean(config.facebook.appId && config.facebook.appSecret),
        appId: config.facebook.appId ?? null,
      },
      email: { enabled: true },
    },
    ai: { enabled: Boolean(config.ai.apiKey || config.ai.baseUrl) },
  };
}

export const systemRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      { schema: { tags: ['system'], response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        try {
          await sql`select 1`.execute(ctx.db);
          return { ok: true, db: ctx.database.driver };
        } catch {
          return reply.status(503).send({ ok: false, db: ctx.database.driver });
        }
      },
    );

    app.get(
      '/config',
      { schema: { tags: ['system'], response: { 200: runtimeConfigSchema } } },
      async () => runtimeConfig(ctx),
    );
  };

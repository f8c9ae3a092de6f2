// Health check and the run-time configuration the browser needs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, runtimeConfigSchema } from '@menudex/contract/runtime-config';
import type { AppContext } from '../../app-context.ts';
import { ANSWERS_UNDER_PRESSURE } from '../../plugins/load-shedding.ts';
import { runtimeConfig } from './system.service.ts';

export const systemRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Liveness: 503 while the database is unreachable or unmigrated (it recovers by itself: see
    // db/readiness.ts); overload is reported but does not fail it, so a busy process is not restarted.
    app.get(
      '/healthz',
      {
        config: ANSWERS_UNDER_PRESSURE,
        schema: {
          tags: ['system'],
          summary: 'Liveness: the process answers; 503 while the database does not',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        const database = await ctx.readiness.check();
        const ok = database === 'ok';
        return reply
          .status(ok ? 200 : 503)
          .send({ ok, db: ctx.database.driver, database, overloaded: app.isUnderPressure() });
      },
    );

    // Readiness, for a load balancer: send traffic only while the database serves and the process
    // is not shedding load.
    app.get(
      '/readyz',
      {
        config: ANSWERS_UNDER_PRESSURE,
        schema: {
          tags: ['system'],
          summary: 'Readiness, for a load balancer: 503 while the database fails or load is shed',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        const database = await ctx.readiness.check();
        const overloaded = app.isUnderPressure();
        const ok = database === 'ok' && !overloaded;
        return reply
          .status(ok ? 200 : 503)
          .send({ ok, db: ctx.database.driver, database, overloaded });
      },
    );

    app.get(
      '/config',
      {
        schema: {
          tags: ['system'],
          summary: 'What the web app needs to know of this server (sign-in providers, AI, mail)',
          response: { 200: runtimeConfigSchema },
        },
      },
      async () => runtimeConfig(ctx),
    );
  };

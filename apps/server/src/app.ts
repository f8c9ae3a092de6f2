// Builds the Fastify instance (no listen): the API under /api, media, and the web app.
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { localMediaStorage, type MediaStorage } from './lib/media-storage.ts';
import { multipartOptions } from './lib/multipart.ts';
import { createSessionTokens } from './lib/session-tokens.ts';
import { registerAuth } from './plugins/auth.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/errors.ts';
import { registerPublicCache } from './plugins/public-cache.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { apiRoutes } from './routes.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  storage?: MediaStorage;
  logger?: boolean;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret');
  const clock = deps.clock ?? systemClock;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    storage: deps.storage ?? localMediaStorage(config.mediaDir),
    sessions: createSessionTokens(config.jwtSecret, config.jwtTtl, clock),
  };

  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Ids in paths are UUIDs; longer paths are not ours.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app, config);
  // After the security headers, so a cached answer carries them too.
  registerPublicCache(app, { ttlMs: config.publicCacheMs, clock });
  // Per-field and whole-form limits are applied where forms are read (lib/multipart.ts).
  await app.register(multipart, multipartOptions);
  await app.register(swagger, {
    openapi: { info: { title: 'Menudex API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await registerRateLimit(app, ctx);
  registerAuth(app, ctx);
  await app.register(apiRoutes(ctx), { prefix: '/api' });
  await registerStaticFiles(app, ctx);
  return app;
}

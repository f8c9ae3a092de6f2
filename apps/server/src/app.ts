// Builds the Fastify instance (no listen): the API under /api, media, and the web app.
import http from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { configuredMediaStorage, type MediaStorage } from './lib/media-storage.ts';
import { createMetrics } from './lib/metrics.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { scheduleOrphanSweep } from './lib/orphan-sweep.ts';
import { createSessionTokens } from './lib/session-tokens.ts';
import { catalogueVersion } from './db/catalogue-version.ts';
import { createJobs } from './lib/jobs.ts';
import { registerCacheGauges, type CacheBytes } from './lib/cache-bounds.ts';
import { databaseReadiness } from './db/readiness.ts';
import { auth } from './plugins/auth.ts';
import { bodyGuard, JSON_BODY_LIMIT } from './plugins/body-guard.ts';
import { loadShedding } from './plugins/load-shedding.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/errors.ts';
import { openApiOptions } from './plugins/openapi.ts';
import { httpCaching } from './plugins/http-caching.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { answerCache, type CacheStats } from './plugins/public-cache.ts';
import { requestId, requestIdOptions } from './plugins/request-id.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sendsAfterReads } from './plugins/sends-after-reads.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { keptPages } from './modules/pages/kept-pages.ts';
import { keptPageSender, pagesRoutes } from './modules/pages/pages.routes.ts';
import { pagesService } from './modules/pages/pages.service.ts';
import { userRepository } from './modules/user/user.repository.ts';
import { apiRoutes } from './routes.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  storage?: MediaStorage;
  logger?: boolean;
  /** The process's logger (main.ts), so start-up lines and requests share one stream. */
  loggerInstance?: FastifyBaseLogger;
  /** Tests pass one that writes demo-mode mails where they can read them. */
  mailer?: Mailer;
  /**
   * Write every answer with zod too and fail it when the two differ (default: under a test runner,
   * NODE_ENV=test). lib/response-serializer.ts.
   */
  checkResponses?: boolean;
  /** Smaller byte bounds for the answer and page caches (tests fill them); lib/cache-bounds.ts. */
  cacheBytes?: Partial<CacheBytes>;
  /** Work every queue from start-up (the server); otherwise from this app's first job (tests). */
  runJobs?: boolean;
  /** How often an idle worker asks for a job (default 2 s; tests ask more often). */
  jobPollingIntervalSeconds?: number;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret');
  const clock = deps.clock ?? systemClock;

  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger === false ? false : { level: config.logLevel } }),
    ...requestIdOptions,
    // A hop count becomes proxy-addr's own rule for numbers (Fastify's types accept no number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // JSON bodies are capped in plugins/body-guard.ts; multipart forms in lib/multipart.ts.
    bodyLimit: JSON_BODY_LIMIT,
    // A request (headers and body) must arrive within this time, or it is answered 408 and closed:
    // a body trickled in byte by byte cannot hold a connection for ever.
    requestTimeout: config.requestTimeoutMs,
    // Node reads these when the server is made (setting them later does nothing), and checks every
    // 30 s by default: check often enough for the setting to hold.
    serverFactory: (handler) =>
      http.createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: Math.min(60_000, config.requestTimeoutMs),
          connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs / 4),
        },
        handler,
      ),
    // Ids in paths are UUIDs; longer paths are not ours.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    storage: deps.storage ?? configuredMediaStorage(config),
    sessions: createSessionTokens(config.jwtSecret, config.jwtTtl, clock),
    mailer: deps.mailer ?? createMailer(config),
    readiness: databaseReadiness(database, app.log),
    catalogue: catalogueVersion(database, clock, config.publicCacheMs),
    metrics: createMetrics({ database, processMetrics: config.metricsToken !== undefined }),
    jobs: createJobs(database.db as unknown as Kysely<never>, {
      pollingIntervalSeconds: deps.jobPollingIntervalSeconds ?? 2,
      sharedDatabase: database.driver === 'postgres',
      onError: (err) => app.log.error({ err }, 'the job runner failed'),
    }),
  };
  app.addHook('onClose', async () => ctx.mailer.close());
  // Jobs still running get the drain's time to finish; the database closes after the app.
  app.addHook('onClose', async () => ctx.jobs.stop(config.shutdownTimeoutMs));
  // The server works every queue from the start (jobs left by a crash or another process); a test
  // app works them from its first send.
  if (deps.runJobs) app.addHook('onReady', async () => ctx.jobs.run());

  app.setValidatorCompiler(validatorCompiler);
  // fast-json-stringify from each response schema; the tests also check every answer with zod.
  app.setSerializerCompiler(
    responseSerializerCompiler({ check: deps.checkResponses ?? process.env.NODE_ENV === 'test' }),
  );
  registerErrorHandler(app, { onDatabaseUnavailable: () => ctx.readiness.suspect() });

  // The pages of the web app, kept as sent (modules/pages): made here, registered in two places
  // below, the short way out for a kept page first and the routes last.
  const pages = pagesService(ctx, {
    log: app.log,
    maxBytes: deps.cacheBytes?.pages,
    underPressure: () => app.isUnderPressure(),
  });

  // The `onRequest` hooks run in the order their plugins are registered, and the order matters:
  // a kept page (and a cached answer) goes out from its hook, and the hooks after it never see it.
  // So the order is declared by the plugins themselves (names and `dependencies`: Fastify refuses
  // to start when a plugin comes before one it depends on; docs/decisions/043):
  //   the body guard, the request id, the security headers  (every answer)
  //   -> kept pages -> the session -> the answer cache -> load shedding -> metrics, rate limits.
  await app.register(bodyGuard);
  await app.register(requestId);
  await app.register(securityHeadersPlugin, {
    config,
    inlineScripts: () => pages.inlineScriptSources(),
  });
  await app.register(keptPages, { send: keptPageSender(ctx, pages), metrics: ctx.metrics });
  const users = userRepository(database.db);
  await app.register(auth, { ctx, loadAccount: (userId) => users.sessionAccount(userId) });
  let answerStats: () => CacheStats = () => ({ entries: 0, bytes: 0, maxBytes: 0 });
  await app.register(answerCache, {
    ...(deps.cacheBytes?.answers ? { maxBytes: deps.cacheBytes.answers } : {}),
    ttlMs: config.publicCacheMs,
    clock,
    catalogue: ctx.catalogue,
    metrics: ctx.metrics,
    underPressure: () => app.isUnderPressure(),
    stats: (stats) => (answerStats = stats),
  });
  await app.register(httpCaching);
  // After the kept pages and the answer cache, whose answers cost no work, and before anything
  // that does: overload refuses only what would add to it (decision 040).
  await app.register(loadShedding, {
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    onShed: (kind) => ctx.metrics.shed(kind),
  });
  registerMetrics(app, ctx);
  // Multipart forms are read only by the routes that take them, in a context of their own
  // (formRoutes in lib/multipart.ts), which also applies the per-field and whole-form limits.
  await app.register(swagger, openApiOptions);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await registerRateLimit(app, ctx);
  await app.register(apiRoutes(ctx), { prefix: '/api' });
  await registerStaticFiles(app, ctx);
  await app.register(pagesRoutes, { ctx, pages });
  // What the answer and page caches hold, on GET /metrics and to tests (lib/cache-bounds.ts).
  const cacheSizes = () => [
    { name: 'answers', ...answerStats() },
    { name: 'pages', ...pages.stats() },
  ];
  app.decorate('cacheSizes', cacheSizes);
  registerCacheGauges(ctx.metrics.registry, cacheSizes);
  // Hourly, once per cluster, on the job runner (pg-boss cron; docs/decisions/045), and once as
  // each process starts.
  scheduleOrphanSweep(app, ctx.jobs, database.db, ctx.storage);
  // Every answer is written once the event loop has read what came in (decision 037): its hook is
  // the last `onSend` hook to run (it depends on the others').
  await app.register(sendsAfterReads);
  return app;
}

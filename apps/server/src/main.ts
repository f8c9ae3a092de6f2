// Starts Menudex: configuration, database, migrations, demo data, then listen. Everything it says goes
// to one log stream (pino; JSON lines, or readable lines on a terminal: lib/logger.ts), start-up
// lines and failures included.
import type { Logger } from 'pino';
import {
  ConfigError,
  loadConfig,
  loadDotEnv,
  priceLevelsWarning,
  publicUrlWarning,
} from './config.ts';
import { DatabaseUnavailableError } from './db/database.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { loadOrCreateDemoSecret } from './lib/demo-secret.ts';
import { createLogger, progressLine } from './lib/logger.ts';
import { mailStatusLine } from './lib/mailer.ts';
import { demoListenText, secureDemoAccounts } from './modules/user/demo-accounts.ts';
import { demoSignInText, seedDemoIfEmpty } from './seed/demo.ts';

// Until the configuration is read, the level and the format are the default ones.
let logger: Logger = createLogger('info', 'auto');

// Warnings (deprecations, a library's notices) join the log instead of printing plain lines; the
// start scripts pass --no-warnings so Node does not print them a second time.
process.on('warning', (warning) => logger.warn({ warning: warning.name }, warning.message));

async function main(): Promise<void> {
  const envFile = loadDotEnv();
  let config = loadConfig();
  logger = createLogger(config.logLevel, config.logFormat);
  if (envFile) logger.info({ envFile }, `Settings read from ${envFile}`);
  const publicUrlMissing = publicUrlWarning(config);
  if (publicUrlMissing) logger.warn(publicUrlMissing);
  if (config.dataDirNote) logger.warn(config.dataDirNote);
  const defaultPriceLevels = priceLevelsWarning(config);
  if (defaultPriceLevels) logger.warn(defaultPriceLevels);
  if (!config.jwtSecret)
    config = { ...config, jwtSecret: await loadOrCreateDemoSecret(config.dataDir) };
  if (config.databaseUrl) {
    // Migrations may wait for another process's (an advisory lock) or rewrite a large table: they
    // run on their own connection, without the time limit the API's statements have.
    const migrating = await openConfiguredDatabase(config);
    try {
      await migrate(migrating);
    } finally {
      await migrating.close();
    }
  }
  const database = await openConfiguredDatabase(config, { serving: true });
  if (!config.databaseUrl) await migrate(database);
  const app = await buildApp({ config, database, loggerInstance: logger, runJobs: true });
  if (config.seedDemo) {
    const progress = progressLine(
      logger,
      config.logFormat,
      (done, total) => `Preparing the demo city: ${done}/${total} pictures`,
    );
    const seeded = await seedDemoIfEmpty(
      database,
      config,
      undefined,
      (line) => logger.info(line),
      progress,
    );
    if (seeded) logger.info(seeded);
  }
  const demoPasswords = await secureDemoAccounts(database, config);
  if (demoPasswords) logger.warn(demoPasswords);

  // SIGTERM (a deploy, the load balancer's drain): stop accepting, finish what is in flight, then
  // exit; a request that does not finish in time is cut off so the process never hangs.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'Shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      logger.error(
        { timeoutMs: config.shutdownTimeoutMs },
        'Requests still running at the shutdown time limit: exiting anyway',
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await app.close();
      await database.close();
      logger.info('Stopped');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { database: database.driver, media: config.media.store },
    `Menudex is running at http://${shown}:${port} (database: ${database.driver})`,
  );
  if (config.demo) logger.info(demoSignInText());
  for (const line of [demoListenText(config), mailStatusLine(config)]) if (line) logger.info(line);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseUnavailableError) {
    logger.fatal(err.message);
  } else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    logger.fatal(`PORT: ${(err as Error).message}`);
  } else {
    logger.fatal({ err }, 'Menudex failed to start');
  }
  process.exit(1);
});

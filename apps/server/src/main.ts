// Starts Menudex: configuration, database, migrations, demo data, then listen.
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnavailableError } from './db/database.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { loadOrCreateDemoSecret } from './lib/demo-secret.ts';
import { demoSignInText, seedDemoIfEmpty } from './seed/demo.ts';

async function main(): Promise<void> {
  let config = loadConfig();
  if (!config.jwtSecret)
    config = { ...config, jwtSecret: await loadOrCreateDemoSecret(config.dataDir) };
  const database = await openConfiguredDatabase(config);
  await migrate(database);
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(database, config);
    if (seeded) console.log(seeded);
  }
  const app = await buildApp({ config, database });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(
    `Menudex is running at http://${shown}:${config.port} (database: ${database.driver})`,
  );
  if (config.demo) console.log(demoSignInText());
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseUnavailableError) {
    console.error(err.message);
  } else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`PORT: ${(err as Error).message}`);
  } else {
    console.error('Menudex failed to start:', err);
  }
  process.exit(1);
});

// npm run db:migrate: applies pending migrations to the configured database and exits.
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from './open-configured.ts';
import { migrate } from './migrate.ts';

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const applied = await migrate(database);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date');
  await database.close();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

// npm run db:seed [-- --businesses 10000 --items 200000 --seed 1 --reset]: fills the configured database.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { configuredMediaStorage } from '../lib/media-storage.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { secureDemoAccounts } from '../modules/user/demo-accounts.ts';
import { DEMO_SEED, isEmpty } from './demo.ts';
import { generateCity } from './generate.ts';

try {
  const { values } = parseArgs({
    options: {
      businesses: { type: 'string' },
      items: { type: 'string' },
      voters: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  const positive = (name: string, v: string | undefined) => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0)
      throw new Error(`--${name} must be a positive whole number`);
    return n;
  };
  const businesses = positive('businesses', values.businesses);
  const items = positive('items', values.items);
  if ((businesses === undefined) !== (items === undefined)) {
    throw new Error('Give both --businesses and --items, or neither for the demo city');
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await migrate(database);
  if (values.reset) {
    await sql`truncate users, businesses, tags, feedback, discounts restart identity cascade`.execute(
      database.db,
    );
  } else if (!(await isEmpty(database))) {
    throw new Error('The database already has data: add --reset to replace it');
  }
  const started = Date.now();
  const result = await generateCity(database.db, {
    seed: positive('seed', values.seed) ?? DEMO_SEED,
    ...(businesses !== undefined ? { businesses, items } : {}),
    voters: positive('voters', values.voters),
    storage: configuredMediaStorage(config),
    log: (line) => console.log(line),
  });
  console.log(
    `Seeded ${result.businesses} businesses, ${result.items} items, ${result.users} users, ${result.votes} votes, ${result.favorites} favorites in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.driver})`,
  );
  // Outside demo mode the demo accounts must not keep their published passwords.
  const demoPasswords = await secureDemoAccounts(database, config);
  if (demoPasswords) console.log(demoPasswords);
  await database.close();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

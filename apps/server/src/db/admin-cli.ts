// npm run admin:grant -- <e-mail> [--revoke]: makes an existing account an admin (or not) by hand.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from './open-configured.ts';
import { migrate } from './migrate.ts';

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { revoke: { type: 'boolean', default: false } },
  });
  const email = positionals[0]?.trim().toLowerCase();
  if (!email) throw new Error('Usage: npm run admin:grant -- <e-mail> [--revoke]');
  const database = await openConfiguredDatabase(loadConfig());
  await migrate(database);
  const result = await database.db
    .updateTable('users')
    .set({ role: values.revoke ? 'user' : 'admin' })
    .where('email', '=', email)
    .executeTakeFirst();
  await database.close();
  if (result.numUpdatedRows === 0n) throw new Error(`No account with the e-mail ${email}`);
  console.log(`${email} is ${values.revoke ? 'no longer an admin' : 'now an admin'}`);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

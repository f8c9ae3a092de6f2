// The demo accounts' passwords are published (README, start-up log). Outside demo mode they must not
// open anything: any demo account that still has its published password gets a random one, printed
// once at start-up. This runs at every start-up, so a database seeded earlier is caught too.
import crypto from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { DEMO_USERS } from '../../seed/generate.ts';
import { accountTokensRepository } from './account-tokens.repository.ts';
import { userRepository } from './user.repository.ts';

/** Answers the text to print (the new passwords), or null when nothing had to change. */
export async function secureDemoAccounts(
  database: Database,
  config: Config,
  now: Date = new Date(),
): Promise<string | null> {
  if (config.demo) return null;
  const users = userRepository(database.db);
  const tokens = accountTokensRepository(database.db);
  const lines: string[] = [];
  for (const [role, demo] of Object.entries(DEMO_USERS)) {
    const record = await users.byEmail(demo.email);
    if (!record?.password_hash) continue;
    if (!(await verifyPassword(demo.password, record.password_hash))) continue;
    const password = crypto.randomBytes(12).toString('base64url');
    // Raises the session version too: sessions opened with the published password end.
    await users.setPassword(record.id, await hashPassword(password), null);
    await tokens.revokeAll(record.id, now);
    lines.push(`  ${role.padEnd(5)}  ${demo.email} / ${password}`);
  }
  if (lines.length === 0) return null;
  return [
    'Not in demo mode: the demo accounts no longer accept their published passwords.',
    'Their new passwords, shown this once (change them on /profile, or leave them unused):',
    ...lines,
  ].join('\n');
}

/** What demo mode says about where it listens: only this machine, unless HOST was set. */
export function demoListenText(config: Config): string | null {
  if (!config.demo) return null;
  if (config.hostDefaultedToLoopback) {
    return 'Demo mode listens on 127.0.0.1 only: its demo passwords are public. Set HOST=0.0.0.0 to open it to your network anyway.';
  }
  return `Demo mode on HOST=${config.host}: anyone who can reach this address can sign in as the demo admin with the published password.`;
}

// Loads the demo city into an empty database and says how to sign in.
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { configuredMediaStorage, type MediaStorage } from '../lib/media-storage.ts';
import { DEMO_OWNED, DEMO_USERS, generateCity, type PicturesProgress } from './generate.ts';

export const DEMO_SEED = 20261122;

export async function isEmpty(database: Database): Promise<boolean> {
  const row = await database.db
    .selectFrom('businesses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const users = await database.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0 && Number(users.n) === 0;
}

/** Seeds only an empty database; answers a line to print, or null when nothing was done. */
export async function seedDemoIfEmpty(
  database: Database,
  config: Config,
  storage: MediaStorage = configuredMediaStorage(config),
  log: (line: string) => void = (line) => console.log(line),
  progress?: PicturesProgress,
): Promise<string | null> {
  if (!(await isEmpty(database))) return null;
  const result = await generateCity(database.db, {
    seed: DEMO_SEED,
    storage,
    log,
    progress,
  });
  return `Demo city loaded: ${result.businesses} businesses, ${result.items} items, ${result.votes} votes, ${result.favorites} favorites.`;
}

export function demoSignInText(): string {
  const { admin, owner, user } = DEMO_USERS;
  return [
    'Demo accounts (demo mode only):',
    `  admin  ${admin.email} / ${admin.password}`,
    `  owner  ${owner.email} / ${owner.password}  (owns ${DEMO_OWNED.join(', ')})`,
    `  user   ${user.email} / ${user.password}`,
  ].join('\n');
}

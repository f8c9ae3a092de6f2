// Password hashes: node's scrypt with a random salt, compared in constant time. The cost travels in
// the hash (`scrypt$N$r$p$salt$key`), so a hash made under an older cost still verifies, and
// `needsRehash` tells the sign-in to store a new one (modules/user/user.service.ts).
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

type Cost = { N: number; r: number; p: number };

/**
 * OWASP's minimum for scrypt (N=2^17, r=8, p=1): 128 MiB and about 0.3 s of one core per hash on
 * this machine. Hashes made before (N=2^15) are replaced at their next sign-in.
 */
export const PASSWORD_COST: Cost = { N: 2 ** 17, r: 8, p: 1 };
const KEYLEN = 32;
/** A stored hash asking for more than this is refused instead of allocating for it. */
const MAX_N = 2 ** 20;

/** scrypt needs 128·N·r bytes (plus a little); node refuses anything above maxmem (32 MiB default). */
const maxmem = ({ N, r, p }: Cost) => 128 * N * r + 128 * r * p + 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = PASSWORD_COST;
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEYLEN, {
    ...PASSWORD_COST,
    maxmem: maxmem(PASSWORD_COST),
  });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parse(stored: string): (Cost & { salt: Buffer; hash: Buffer }) | null {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash || rest.length > 0) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isSafeInteger(v) && v > 0)) return null;
  if (cost.N > MAX_N || cost.r > 32 || cost.p > 16) return null;
  return { ...cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { salt, hash: expected, ...cost } = parsed;
  const key = await scrypt(password.normalize('NFKC'), salt, expected.length, {
    ...cost,
    maxmem: maxmem(cost),
  });
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

/** True when the hash was made under another cost than today's: store a new one. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.N !== PASSWORD_COST.N ||
    parsed.r !== PASSWORD_COST.r ||
    parsed.p !== PASSWORD_COST.p ||
    parsed.hash.length !== KEYLEN
  );
}

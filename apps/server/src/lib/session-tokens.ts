// Signed session tokens (JWT, HS256 through jose) with an expiry and the account's session version:
// the auth plugin refuses a token whose version is older than the account's (after a password reset
// or change), so sessions end without a server-side session store.
import { SignJWT, jwtVerify, errors } from 'jose';
import type { Clock } from './clock.ts';
import { unauthorized } from './http-errors.ts';
import { TEXTS } from '@menudex/contract/constants';

export type SessionClaims = {
  userId: string;
  version: number;
  /** When the token expires (ms since the epoch). */
  expiresAt: number;
};

export type SessionTokens = {
  /** A token for the account at its current session version (0 for a new account). */
  sign(userId: string, version?: number): Promise<string>;
  /** The user id and session version in a valid token; throws a 401 ('jwt expired' when expired). */
  verify(token: string): Promise<SessionClaims>;
};

const ISSUER = 'menudex';

export function createSessionTokens(secret: string, ttl: string, clock: Clock): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId, version = 0) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds(ttl))
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: clock.now(),
        });
        if (!payload.sub) throw unauthorized('Invalid session token');
        // Tokens made before versions existed carry none: they belong to version 0.
        const version = payload.ver ?? 0;
        if (typeof version !== 'number' || !Number.isInteger(version))
          throw unauthorized('Invalid session token');
        const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : Infinity;
        return { userId: payload.sub, version, expiresAt };
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw unauthorized(TEXTS.jwtExpired);
        throw unauthorized('Invalid session token');
      }
    },
  };
}

export function ttlSeconds(ttl: string): number {
  const match = /^(\d+)([smhd])$/.exec(ttl);
  if (!match) throw new Error(`Bad TTL ${ttl}`);
  const unit = { s: 1, m: 60, h: 3600, d: 86400 }[match[2] as 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

// Verifies a Google ID token for real: signature against Google's published keys (fetched once and
// cached), audience = our client id, issuer = Google, not expired.
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound, serviceUnavailable, unauthorized } from '../../lib/http-errors.ts';

export type GoogleIdentity = {
  sub: string;
  /** Only when Google says the address is verified; otherwise null. */
  email: string | null;
  name: string | null;
};

export type GoogleVerifier = { verify(idToken: string): Promise<GoogleIdentity> };

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export const GOOGLE_TEXTS = {
  notConfigured: 'Google sign-in is not configured',
  invalid: 'Invalid Google token',
  expired: 'Google token expired',
  unavailable: 'Google sign-in is not available right now, please try again later',
} as const;

export function createGoogleVerifier(config: Config['google'], clock: Clock): GoogleVerifier {
  const clientId = config.clientId;
  // Keys are fetched on first use, cached, and re-fetched when a token names an unknown key.
  const keys = createRemoteJWKSet(new URL(config.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
    cacheMaxAge: 6 * 60 * 60 * 1000,
  });
  // Failures fetching the keys are Google's side (503); a token naming no known key is the caller's (401).
  const keyFor: JWTVerifyGetKey = async (header, token) => {
    try {
      return await keys(header, token);
    } catch (err) {
      if (err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys)
        throw err;
      throw new KeySetUnavailable(err);
    }
  };
  return {
    async verify(idToken) {
      // Not configured is this server's setup, not an outage: 404, as for any feature it lacks.
      if (!clientId) throw notFound(GOOGLE_TEXTS.notConfigured);
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keyFor, {
          algorithms: ['RS256'],
          audience: clientId,
          issuer: ISSUERS,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (err) {
        if (err instanceof KeySetUnavailable) throw serviceUnavailable(GOOGLE_TEXTS.unavailable);
        if (err instanceof errors.JWTExpired) throw unauthorized(GOOGLE_TEXTS.expired);
        throw unauthorized(GOOGLE_TEXTS.invalid);
      }
      if (typeof payload.sub !== 'string' || payload.sub === '')
        throw unauthorized(GOOGLE_TEXTS.invalid);
      const email =
        typeof payload.email === 'string' &&
        (payload.email_verified === true || payload.email_verified === 'true')
          ? payload.email.trim().toLowerCase()
          : null;
      const name =
        typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : null;
      return { sub: payload.sub, email, name };
    },
  };
}

class KeySetUnavailable extends Error {
  constructor(cause: unknown) {
    super('Google key set unavailable', { cause });
  }
}

// Verifies a Facebook user access token with the Graph API: debug_token (with our app access token)
// must say it is valid and issued to our app, then /me gives the user's id, name and e-mail.
import crypto from 'node:crypto';
import type { Config } from '../../config.ts';
import { notFound, serviceUnavailable, unauthorized } from '../../lib/http-errors.ts';

export type FacebookIdentity = { id: string; name: string | null; email: string | null };

export type FacebookVerifier = { verify(accessToken: string): Promise<FacebookIdentity> };

export const FACEBOOK_TEXTS = {
  notConfigured: 'Facebook sign-in is not configured',
  invalid: 'Invalid Facebook token',
  unavailable: 'Facebook sign-in is not available right now, please try again later',
} as const;

const TIMEOUT_MS = 5000;

type DebugTokenAnswer = { data?: { is_valid?: unknown; app_id?: unknown; user_id?: unknown } };
type MeAnswer = { id?: unknown; name?: unknown; email?: unknown };

export function createFacebookVerifier(config: Config['facebook']): FacebookVerifier {
  const { appId, appSecret } = config;
  const base = config.graphUrl.replace(/\/+$/, '');

  /** A Graph GET: the JSON answer, null when Graph refuses the token (4xx), 503 when Graph is down. */
  async function graph<T>(path: string, params: Record<string, string>): Promise<T | null> {
    const url = `${base}${path}?${new URLSearchParams(params).toString()}`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    } catch {
      throw serviceUnavailable(FACEBOOK_TEXTS.unavailable);
    }
    if (response.status >= 500) throw serviceUnavailable(FACEBOOK_TEXTS.unavailable);
    if (!response.ok) return null;
    try {
      return (await response.json()) as T;
    } catch {
      throw serviceUnavailable(FACEBOOK_TEXTS.unavailable);
    }
  }

  return {
    async verify(accessToken) {
      // Not configured is this server's setup, not an outage: 404, as for any feature it lacks.
      if (!appId || !appSecret) throw notFound(FACEBOOK_TEXTS.notConfigured);
      const debug = await graph<DebugTokenAnswer>('/debug_token', {
        input_token: accessToken,
        access_token: `${appId}|${appSecret}`,
      });
      const data = debug?.data;
      // A token issued to another app must not sign anyone in here.
      if (!data || data.is_valid !== true || idText(data.app_id) !== appId) {
        throw unauthorized(FACEBOOK_TEXTS.invalid);
      }
      const me = await graph<MeAnswer>('/me', {
        fields: 'id,name,email',
        access_token: accessToken,
        // Proves the call comes from our app's server (required when the app enables it).
        appsecret_proof: crypto.createHmac('sha256', appSecret).update(accessToken).digest('hex'),
      });
      if (!me || typeof me.id !== 'string' || !me.id) throw unauthorized(FACEBOOK_TEXTS.invalid);
      if (data.user_id !== undefined && idText(data.user_id) !== me.id) {
        throw unauthorized(FACEBOOK_TEXTS.invalid);
      }
      return {
        id: me.id,
        name: typeof me.name === 'string' && me.name.trim() ? me.name.trim() : null,
        email:
          typeof me.email === 'string' && me.email.includes('@')
            ? me.email.trim().toLowerCase()
            : null,
      };
    },
  };
}

/** Graph ids arrive as text, or as numbers in some answers. */
function idText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

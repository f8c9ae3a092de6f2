// Who is calling: the user behind the Bearer token and the businesses they own, loaded once per
// request in one statement. A verified token (never past its expiry) and what the database says of its
// account are kept for the public-answer cache's time (PUBLIC_CACHE_MS, 1 s by default); any write
// this process makes drops the accounts, so a signed-in reader costs no round trip and no signature
// check when it repeats itself. Another process may accept a session ended elsewhere for that long
// (docs/decisions/024-signed-in-reads.md). The account is read by the user module's query, which
// app.ts hands in: a plugin imports no module, and the user module imports this one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@menudex/contract/entities';
import type { AppContext } from '../app-context.ts';
import { HttpError, unauthorized } from '../lib/http-errors.ts';
import type { SessionClaims } from '../lib/session-tokens.ts';
import { LRUCache } from 'lru-cache';

/** A session older than the account's last password reset or change. */
export const SESSION_ENDED = 'Your session has ended, please sign in again';

export type Actor = { id: string; name: string; email: string | null; role: Role };

type AuthState = {
  actor: Actor | null;
  /** The businesses the actor owns (none for anonymous callers). */
  ownedBusinessIds: ReadonlySet<string>;
  error: HttpError | null;
};

const NO_BUSINESSES: ReadonlySet<string> = new Set();
/** What a request without an Authorization header is: one state, already settled, for all of them. */
const ANONYMOUS: Promise<AuthState> = Promise.resolve(
  Object.freeze({ actor: null, ownedBusinessIds: NO_BUSINESSES, error: null }),
);
const anonymous = (error: HttpError | null = null): AuthState => ({
  actor: null,
  ownedBusinessIds: NO_BUSINESSES,
  error,
});

/** What a session needs of its account, read in one statement (userRepository.sessionAccount). */
export type SessionAccount = RoleFacts & {
  id: string;
  name: string;
  session_version: number;
  owned_business_ids: string[];
};

/** The account behind a session's user id, or undefined once it is gone. */
export type LoadSessionAccount = (userId: string) => Promise<SessionAccount | undefined>;

/** Accounts, and verified tokens, kept at most each; past that the least recently used go first. */
const MAX_KEPT = 10_000;

/**
 * What signed-in requests re-read, kept for `ttlMs` (lru-cache, on the app's clock): verified tokens
 * (never past their expiry) and the accounts behind them. `clear` drops the accounts (a write).
 */
export function sessionCaches(ttlMs: number, now: () => number) {
  // lru-cache counts an entry fresh while its age is at most its ttl: one millisecond less is
  // "younger than ttlMs". ttlResolution 0 reads the clock on every look-up (it reuses it for 1 ms).
  const fresh = (ms: number) => Math.max(ms - 1, 1);
  const options = { max: MAX_KEPT, ttl: fresh(ttlMs), perf: { now }, ttlResolution: 0 };
  const accounts = new LRUCache<string, SessionAccount>(options);
  const tokens = new LRUCache<string, SessionClaims>(options);
  const on = ttlMs > 0;
  return {
    token: (token: string) => tokens.get(token),
    keepToken(token: string, claims: SessionClaims) {
      const left = Math.min(ttlMs, claims.expiresAt - now());
      if (on && left > 1) tokens.set(token, claims, { ttl: fresh(left) });
    },
    account: (userId: string) => accounts.get(userId),
    keepAccount(account: SessionAccount) {
      if (on) accounts.set(account.id, account);
    },
    clear: () => accounts.clear(),
  };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    authState: Promise<AuthState> | null;
  }
}

export function registerAuth(
  app: FastifyInstance,
  ctx: AppContext,
  loadAccount: LoadSessionAccount,
): void {
  const kept = sessionCaches(ctx.config.publicCacheMs, () => ctx.clock.now().getTime());
  app.decorateRequest('authState', null);
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.authorization === undefined) {
      request.authState = ANONYMOUS;
    } else {
      request.authState = resolveAuth(request, ctx, kept, loadAccount);
      // Resolved when a route asks; a rejected promise must not go unhandled meanwhile.
      request.authState.catch(() => {});
    }
    done();
  });
  // Before the writer hears back: a password change, a new owner or a deleted account is seen at
  // once by this process's next request.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!READ_METHODS.has(request.method) && (reply.statusCode < 400 || reply.statusCode >= 500))
      kept.clear();
    done(null, payload);
  });
}

async function resolveAuth(
  request: FastifyRequest,
  ctx: AppContext,
  kept: ReturnType<typeof sessionCaches>,
  loadAccount: LoadSessionAccount,
): Promise<AuthState> {
  const header = request.headers.authorization;
  if (!header) return anonymous();
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) return anonymous(unauthorized('Invalid authorization header'));
  const token = match[1];
  let claims = kept.token(token);
  if (!claims) {
    try {
      claims = await ctx.sessions.verify(token);
    } catch (err) {
      return anonymous(err instanceof HttpError ? err : unauthorized());
    }
    kept.keepToken(token, claims);
  }
  if (!/^[0-9a-f-]{36}$/i.test(claims.userId))
    return anonymous(unauthorized('Invalid session token'));
  let user = kept.account(claims.userId);
  if (!user) {
    user = await loadAccount(claims.userId);
    if (user) kept.keepAccount(user);
  }
  if (!user) return anonymous(unauthorized('Invalid session token'));
  // A password reset or change raised the version: this session was signed out.
  if (claims.version !== user.session_version) return anonymous(unauthorized(SESSION_ENDED));
  const role = effectiveRole(user, ctx.config.adminEmails);
  return {
    actor: { id: user.id, name: user.name, email: user.email, role },
    // Admins may edit everything: they need no list.
    ownedBusinessIds: role === 'admin' ? NO_BUSINESSES : new Set(user.owned_business_ids),
    error: null,
  };
}

type RoleFacts = { role: string; email: string | null; email_verified_at: Date | null };

/**
 * Admins are users marked admin in the database (the demo admin, `npm run admin:grant`) and users
 * named in ADMIN_EMAILS whose e-mail is verified: by the link in our mail, or by Google or Facebook.
 * Signing up with an address proves nothing about it, so that alone never grants admin.
 */
export function effectiveRole(user: RoleFacts, adminEmails: readonly string[]): Role {
  if (user.role === 'admin') return 'admin';
  return user.email_verified_at !== null && user.email !== null && adminEmails.includes(user.email)
    ? 'admin'
    : 'user';
}

/** The signed-in caller, or null; a bad token counts as anonymous for public reads. */
export async function optionalActor(request: FastifyRequest): Promise<Actor | null> {
  return (await authStateOf(request)).actor;
}

/** The caller and what they own; anonymous for no token or a bad one (reads need no sign-in). */
export async function authStateOf(request: FastifyRequest): Promise<AuthState> {
  return (await request.authState) ?? anonymous();
}

/** The signed-in caller; 401 with 'jwt expired' or another message otherwise. */
export async function requireActor(request: FastifyRequest): Promise<Actor> {
  const state = await authStateOf(request);
  if (state.error) throw state.error;
  if (!state.actor) throw unauthorized();
  return state.actor;
}

/**
 * By name, after the kept pages (a kept page needs no session, decision 036) and before the answer
 * cache, which keeps answers per kind of reader.
 */
export const auth = fp<{ ctx: AppContext; loadAccount: LoadSessionAccount }>(
  async (app, { ctx, loadAccount }) => registerAuth(app, ctx, loadAccount),
  { name: 'auth', dependencies: ['kept-pages'] },
);

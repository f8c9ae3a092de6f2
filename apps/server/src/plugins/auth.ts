// Who is calling: the user behind the Bearer token and the businesses they own, loaded once per
// request in one statement. The token is verified on every request; what the database says of its
// account is kept for the public-answer cache's time (PUBLIC_CACHE_MS, 1 s by default) per account and
// session version, and dropped by any write this process makes, so a signed-in reader costs no round
// trip when it repeats itself. Another process may accept a session ended elsewhere for that long
// (docs/decisions/024-signed-in-reads.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@menudex/contract/entities';
import type { AppContext } from '../app-context.ts';
import { HttpError, unauthorized } from '../lib/http-errors.ts';
import type { SessionClaims } from '../lib/session-tokens.ts';
import { userRepository } from '../modules/user/user.repository.ts';

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
const anonymous = (error: HttpError | null = null): AuthState => ({
  actor: null,
  ownedBusinessIds: NO_BUSINESSES,
  error,
});

type Account = NonNullable<
  Awaited<ReturnType<ReturnType<typeof userRepository>['sessionAccount']>>
>;
/** Accounts kept at most; past that the oldest go first. */
const MAX_ACCOUNTS = 10_000;

/** Accounts read for sessions, per user id, for `ttlMs`; cleared by any write of this process. */
export function accountCache(ttlMs: number, now: () => number) {
  const entries = new Map<string, { account: Account; storedAt: number }>();
  return {
    get(userId: string): Account | undefined {
      const entry = entries.get(userId);
      if (!entry) return undefined;
      if (now() - entry.storedAt < ttlMs) return entry.account;
      entries.delete(userId);
      return undefined;
    },
    set(account: Account): void {
      if (ttlMs <= 0) return;
      entries.delete(account.id);
      if (entries.size >= MAX_ACCOUNTS) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(account.id, { account, storedAt: now() });
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    authState: Promise<AuthState> | null;
  }
}

export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  const accounts = accountCache(ctx.config.publicCacheMs, () => ctx.clock.now().getTime());
  app.decorateRequest('authState', null);
  app.addHook('onRequest', async (request) => {
    request.authState = resolveAuth(request, ctx, accounts);
    // Resolved when a route asks; a rejected promise must not go unhandled meanwhile.
    request.authState.catch(() => {});
  });
  // Before the writer hears back: a password change, a new owner or a deleted account is seen at
  // once by this process's next request.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!READ_METHODS.has(request.method) && (reply.statusCode < 400 || reply.statusCode >= 500))
      accounts.clear();
    return payload;
  });
}

async function resolveAuth(
  request: FastifyRequest,
  ctx: AppContext,
  accounts: ReturnType<typeof accountCache>,
): Promise<AuthState> {
  const header = request.headers.authorization;
  if (!header) return anonymous();
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) return anonymous(unauthorized('Invalid authorization header'));
  let claims: SessionClaims;
  try {
    claims = await ctx.sessions.verify(match[1]);
  } catch (err) {
    return anonymous(err instanceof HttpError ? err : unauthorized());
  }
  if (!/^[0-9a-f-]{36}$/i.test(claims.userId))
    return anonymous(unauthorized('Invalid session token'));
  let user = accounts.get(claims.userId);
  if (!user) {
    user = await userRepository(ctx.db).sessionAccount(claims.userId);
    if (user) accounts.set(user);
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

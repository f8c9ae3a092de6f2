// Who is calling: the user behind the Bearer token, loaded once per request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@menudex/contract/entities';
import type { AppContext } from '../app-context.ts';
import { HttpError, unauthorized } from '../lib/http-errors.ts';
import type { SessionClaims } from '../lib/session-tokens.ts';

/** A session older than the account's last password reset or change. */
export const SESSION_ENDED = 'Your session has ended, please sign in again';

export type Actor = { id: string; name: string; email: string | null; role: Role };

type AuthState = { actor: Actor | null; error: HttpError | null };

declare module 'fastify' {
  interface FastifyRequest {
    authState: Promise<AuthState> | null;
  }
}

export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('authState', null);
  app.addHook('onRequest', async (request) => {
    request.authState = resolveAuth(request, ctx);
    // Resolved when a route asks; a rejected promise must not go unhandled meanwhile.
    request.authState.catch(() => {});
  });
}

async function resolveAuth(request: FastifyRequest, ctx: AppContext): Promise<AuthState> {
  const header = request.headers.authorization;
  if (!header) return { actor: null, error: null };
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) return { actor: null, error: unauthorized('Invalid authorization header') };
  let claims: SessionClaims;
  try {
    claims = await ctx.sessions.verify(match[1]);
  } catch (err) {
    return { actor: null, error: err instanceof HttpError ? err : unauthorized() };
  }
  const user = /^[0-9a-f-]{36}$/i.test(claims.userId)
    ? await ctx.db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'role', 'email_verified_at', 'session_version'])
        .where('id', '=', claims.userId)
        .executeTakeFirst()
    : undefined;
  if (!user) return { actor: null, error: unauthorized('Invalid session token') };
  // A password reset or change raised the version: this session was signed out.
  if (claims.version !== user.session_version) {
    return { actor: null, error: unauthorized(SESSION_ENDED) };
  }
  const role = effectiveRole(user, ctx.config.adminEmails);
  return { actor: { id: user.id, name: user.name, email: user.email, role }, error: null };
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
  const state = await (request.authState ?? Promise.resolve({ actor: null, error: null }));
  return state.actor;
}

/** The signed-in caller; 401 with 'jwt expired' or another message otherwise. */
export async function requireActor(request: FastifyRequest): Promise<Actor> {
  const state = await (request.authState ?? Promise.resolve({ actor: null, error: null }));
  if (state.error) throw state.error;
  if (!state.actor) throw unauthorized();
  return state.actor;
}

// Who is calling: the user behind the Bearer token, loaded once per request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@menudex/contract/entities';
import type { AppContext } from '../app-context.ts';
import { HttpError, unauthorized } from '../lib/http-errors.ts';

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
  let userId: string;
  try {
    userId = await ctx.sessions.verify(match[1]);
  } catch (err) {
    return { actor: null, error: err instanceof HttpError ? err : unauthorized() };
  }
  const user = /^[0-9a-f-]{36}$/i.test(userId)
    ? await ctx.db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'role', 'password_hash', 'google_sub', 'facebook_id'])
        .where('id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!user) return { actor: null, error: unauthorized('Invalid session token') };
  const role = effectiveRole(user, ctx.config.adminEmails);
  return { actor: { id: user.id, name: user.name, email: user.email, role }, error: null };
}

type RoleFacts = {
  role: string;
  email: string | null;
  password_hash: string | null;
  google_sub: string | null;
  facebook_id: string | null;
};

/**
 * Admins are users marked admin in the database (the demo admin, `npm run admin:grant`) and users
 * named in ADMIN_EMAILS whose e-mail a provider vouched for: a Google or Facebook account without a
 * password. E-mail sign-up proves nothing about the address, so it never grants admin by itself.
 */
export function effectiveRole(user: RoleFacts, adminEmails: readonly string[]): Role {
  if (user.role === 'admin') return 'admin';
  const providerVerified =
    user.password_hash === null && (user.google_sub !== null || user.facebook_id !== null);
  return providerVerified && user.email !== null && adminEmails.includes(user.email)
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

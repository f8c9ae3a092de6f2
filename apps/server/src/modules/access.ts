// Builds the caller's Access (who they are and which businesses they own) once per request, from
// what the auth plugin read with the session (one statement, plugins/auth.ts).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { authStateOf, requireActor, type Actor } from '../plugins/auth.ts';
import { anonymousAccess, type Access } from '../policies/business.policy.ts';

/** Anonymous callers (and bad tokens) get anonymous access: reads need no sign-in. */
export async function readAccess(_ctx: AppContext, request: FastifyRequest): Promise<Access> {
  const state = await authStateOf(request);
  if (!state.actor) return anonymousAccess;
  return { actor: state.actor, ownedBusinessIds: state.ownedBusinessIds };
}

/** Writes need a valid session: 401 otherwise ('jwt expired' when it ran out). */
export async function writeAccess(
  _ctx: AppContext,
  request: FastifyRequest,
): Promise<Access & { actor: Actor }> {
  const actor = await requireActor(request);
  return { actor, ownedBusinessIds: (await authStateOf(request)).ownedBusinessIds };
}

// Builds the caller's Access (who they are and which businesses they own) once per request.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { optionalActor, requireActor, type Actor } from '../plugins/auth.ts';
import { anonymousAccess, type Access } from '../policies/business.policy.ts';

async function ownedBy(ctx: AppContext, actor: Actor): Promise<Set<string>> {
  if (actor.role === 'admin') return new Set();
  const rows = await ctx.db
    .selectFrom('business_owners')
    .select('business_id')
    .where('user_id', '=', actor.id)
    .execute();
  return new Set(rows.map((r) => r.business_id));
}

/** Anonymous callers (and bad tokens) get anonymous access: reads need no sign-in. */
export async function readAccess(ctx: AppContext, request: FastifyRequest): Promise<Access> {
  const actor = await optionalActor(request);
  if (!actor) return anonymousAccess;
  return { actor, ownedBusinessIds: await ownedBy(ctx, actor) };
}

/** Writes need a valid session: 401 otherwise ('jwt expired' when it ran out). */
export async function writeAccess(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Access & { actor: Actor }> {
  const actor = await requireActor(request);
  return { actor, ownedBusinessIds: await ownedBy(ctx, actor) };
}

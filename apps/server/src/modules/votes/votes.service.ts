// Likes on items and favorites on businesses: signed-in users only, idempotent, counters kept equal to rows.
import { BUSINESS_TEXTS, type FavoriteResponse } from '@menudex/contract/businesses';
import type { Popularity } from '@menudex/contract/entities';
import { ITEM_TEXTS, type Vote } from '@menudex/contract/items';
import type { AppContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { canVote, type Access } from '../../policies/business.policy.ts';
import { voteCounting } from '../insights/insights.service.ts';
import { votesRepository } from './votes.repository.ts';

export function votesService(ctx: AppContext) {
  function actorId(access: Access): string {
    if (!access.actor || !canVote(access)) throw forbidden();
    return access.actor.id;
  }

  return {
    async vote(access: Access, itemId: string, vote: Vote): Promise<Popularity> {
      const userId = actorId(access);
      const popularity = await ctx.db
        .transaction()
        .execute((trx) => votesRepository(trx, voteCounting(ctx, trx)).vote(userId, itemId, vote));
      if (!popularity) throw notFound(ITEM_TEXTS.itemNotFound);
      return popularity;
    },

    async favorite(
      access: Access,
      businessId: string,
      favorite: boolean,
    ): Promise<FavoriteResponse> {
      const userId = actorId(access);
      const answer = await ctx.db
        .transaction()
        .execute((trx) =>
          votesRepository(trx, voteCounting(ctx, trx)).favorite(userId, businessId, favorite),
        );
      if (!answer) throw notFound(BUSINESS_TEXTS.businessNotFound);
      return answer;
    },
  };
}

// All SQL about likes and favorites: one row per user and item (or business), and the counters that
// count those rows, changed together inside the caller's transaction.
import { sql, type Kysely } from 'kysely';
import type { Popularity } from '@menudex/contract/entities';
import type { FavoriteResponse } from '@menudex/contract/businesses';
import type { Vote } from '@menudex/contract/items';
import type { DB } from '../../db/schema.ts';
import type { VoteCounting } from '../insights/insights.service.ts';

type Current = 'like' | 'dislike' | null;

/** What a vote does to the stored one: like and dislike replace each other, un- only removes its own. */
export function nextVote(current: Current, vote: Vote): Current {
  switch (vote) {
    case 'like':
      return 'like';
    case 'dislike':
      return 'dislike';
    case 'unlike':
      return current === 'like' ? null : current;
    case 'undislike':
      return current === 'dislike' ? null : current;
  }
}

const delta = (from: Current, to: Current, kind: 'like' | 'dislike') =>
  (to === kind ? 1 : 0) - (from === kind ? 1 : 0);

/**
 * Use with a transaction: the item or business row lock is what makes concurrent votes add up. Likes
 * and favorites given or taken back are also counted for the owner's insights, in the same transaction.
 */
export function votesRepository(trx: Kysely<DB>, insights?: VoteCounting) {
  return {
    /** Applies a vote; answers the new popularity, or undefined when the item does not exist. */
    async vote(userId: string, itemId: string, vote: Vote): Promise<Popularity | undefined> {
      const item = await trx
        .selectFrom('items')
        .select(['likes', 'dislikes', 'business_id'])
        .where('id', '=', itemId)
        .forUpdate()
        .executeTakeFirst();
      if (!item) return undefined;
      const row = await trx
        .selectFrom('item_votes')
        .select('vote')
        .where('user_id', '=', userId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      const current: Current = row?.vote ?? null;
      const next = nextVote(current, vote);
      if (next === current) return { likes: item.likes, dislikes: item.dislikes };
      if (next === null) {
        await trx
          .deleteFrom('item_votes')
          .where('user_id', '=', userId)
          .where('item_id', '=', itemId)
          .execute();
      } else if (current === null) {
        await trx
          .insertInto('item_votes')
          .values({ user_id: userId, item_id: itemId, vote: next })
          .execute();
      } else {
        await trx
          .updateTable('item_votes')
          .set({ vote: next })
          .where('user_id', '=', userId)
          .where('item_id', '=', itemId)
          .execute();
      }
      const updated = await trx
        .updateTable('items')
        .set({
          likes: sql<number>`likes + ${delta(current, next, 'like')}`,
          dislikes: sql<number>`dislikes + ${delta(current, next, 'dislike')}`,
        })
        .where('id', '=', itemId)
        .returning(['likes', 'dislikes'])
        .executeTakeFirstOrThrow();
      const liked = delta(current, next, 'like');
      if (liked !== 0) await insights?.liked(item.business_id, itemId, liked);
      return { likes: updated.likes, dislikes: updated.dislikes };
    },

    /** Favorites or unfavorites; answers the new count, or undefined when the business does not exist. */
    async favorite(
      userId: string,
      businessId: string,
      favorite: boolean,
    ): Promise<FavoriteResponse | undefined> {
      const business = await trx
        .selectFrom('businesses')
        .select('favorite_count')
        .where('id', '=', businessId)
        .forUpdate()
        .executeTakeFirst();
      if (!business) return undefined;
      const row = await trx
        .selectFrom('favorites')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('business_id', '=', businessId)
        .executeTakeFirst();
      if ((row !== undefined) === favorite)
        return { favoriteCount: business.favorite_count, favorited: favorite };
      if (favorite) {
        await trx
          .insertInto('favorites')
          .values({ user_id: userId, business_id: businessId })
          .execute();
      } else {
        await trx
          .deleteFrom('favorites')
          .where('user_id', '=', userId)
          .where('business_id', '=', businessId)
          .execute();
      }
      const updated = await trx
        .updateTable('businesses')
        .set({ favorite_count: sql<number>`favorite_count + ${favorite ? 1 : -1}` })
        .where('id', '=', businessId)
        .returning('favorite_count')
        .executeTakeFirstOrThrow();
      await insights?.favorited(businessId, favorite ? 1 : -1);
      return { favoriteCount: updated.favorite_count, favorited: favorite };
    },
  };
}

// POST /api/businesses/favorite/{id} {favorite}: favorite or unfavorite a business; the answer is
// its new favoriteCount, which every cached copy of the business takes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessSummary, Profile } from '@menudex/contract/entities';
import type { FavoriteResponse } from '@menudex/contract/businesses';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.tsx';
import { cachedProfile, PROFILE_QUERY_KEY, updateCachedProfiles } from '../../../lib/profile.ts';
import { setEntityFieldEverywhere } from '../../../components/entity-cache.ts';

// The request sets the favorite on or off (repeating it changes nothing): safe to send again when
// the server sheds it.
export const favoriteBusiness = (id: string, favorite: boolean) =>
  apiRequest<FavoriteResponse>(`/businesses/favorite/${id}`, {
    method: 'POST',
    body: { favorite },
    retryWhenShed: true,
  });

/** The profile's favorites after the answer, so the button shows the new state before the profile reloads. */
export function withFavorite(
  profile: Profile,
  business: BusinessSummary,
  answer: FavoriteResponse,
): Profile {
  const others = profile.favorites.filter((entry) => entry._id !== business._id);
  if (!answer.favorited) return { ...profile, favorites: others };
  const summary: BusinessSummary = { ...toSummary(business), favoriteCount: answer.favoriteCount };
  return { ...profile, favorites: [summary, ...others] };
}

/** A Business carries its lists; the profile's favorites are summaries. */
function toSummary(business: BusinessSummary & { lists?: unknown }): BusinessSummary {
  const { lists: _lists, ...summary } = business;
  return summary;
}

/** The profile with the business's entry in its favorites as it is in `before` (there or not). */
function withFavoriteEntry(
  profile: Profile,
  businessId: string,
  before: BusinessSummary | undefined,
): Profile {
  const others = profile.favorites.filter((entry) => entry._id !== businessId);
  return { ...profile, favorites: before ? [before, ...others] : others };
}

export function useFavoriteBusiness(business: BusinessSummary) {
  const client = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: (favorite: boolean) => favoriteBusiness(business._id, favorite),
    // The button and the count show the change at once, and keep it while a shed request waits to
    // be sent again (lib/retry-shed.ts); the answer's count replaces the guess. A request that
    // finally fails puts both back, and the caller says so.
    onMutate: async (favorite) => {
      // A profile read in flight would bring the state from before the click.
      await client.cancelQueries({ queryKey: PROFILE_QUERY_KEY });
      const before = cachedProfile(client, locale);
      const favoriteBefore = before?.favorites.find((entry) => entry._id === business._id);
      const change = (favorite ? 1 : 0) - (favoriteBefore ? 1 : 0);
      const expected = { favorited: favorite, favoriteCount: business.favoriteCount + change };
      updateCachedProfiles(client, (profile) => withFavorite(profile, business, expected));
      setEntityFieldEverywhere(client, business._id, 'favoriteCount', expected.favoriteCount);
      return { favoriteBefore, countBefore: business.favoriteCount };
    },
    onError: (_error, _favorite, context) => {
      if (!context) return;
      updateCachedProfiles(client, (profile) =>
        withFavoriteEntry(profile, business._id, context.favoriteBefore),
      );
      setEntityFieldEverywhere(client, business._id, 'favoriteCount', context.countBefore);
    },
    onSuccess: (answer) => {
      setEntityFieldEverywhere(client, business._id, 'favoriteCount', answer.favoriteCount);
      updateCachedProfiles(client, (profile) => withFavorite(profile, business, answer));
      void client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}

// POST /api/businesses/favorite/{id} {favorite}: favorite or unfavorite a business; the answer is
// its new favoriteCount, which every cached copy of the business takes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessSummary, Profile } from '@menudex/contract/entities';
import type { FavoriteResponse } from '@menudex/contract/businesses';
import { apiRequest } from '../../../lib/api-client.ts';
import { setEntityFieldEverywhere } from '../../../components/entity-cache.ts';

export const favoriteBusiness = (id: string, favorite: boolean) =>
  apiRequest<FavoriteResponse>(`/businesses/favorite/${id}`, {
    method: 'POST',
    body: { favorite },
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

export function useFavoriteBusiness(business: BusinessSummary) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) => favoriteBusiness(business._id, favorite),
    onSuccess: (answer) => {
      setEntityFieldEverywhere(client, business._id, 'favoriteCount', answer.favoriteCount);
      client.setQueryData<Profile | null>(['profile'], (profile) =>
        profile ? withFavorite(profile, business, answer) : profile,
      );
      void client.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

// POST /api/items/vote/{id}: like, unlike, dislike or undislike an item; the answer is its popularity.
// Shared by every page that shows item cards (The List, business pages, search, profile).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item, Profile } from '@menudex/contract/entities';
import type { Vote, VoteResponse } from '@menudex/contract/items';
import { apiRequest } from '../lib/api-client.ts';
import { setEntityFieldEverywhere } from './entity-cache.ts';

export const voteItem = (itemId: string, vote: Vote) =>
  apiRequest<VoteResponse>(`/items/vote/${itemId}`, { method: 'POST', body: { vote } });

/** The profile's liked items after a vote, so the button shows the new state before the profile reloads. */
export function withVote(profile: Profile, item: Item, vote: Vote, answer: VoteResponse): Profile {
  const others = profile.likedItems.filter((liked) => liked._id !== item._id);
  if (vote === 'like')
    return { ...profile, likedItems: [{ ...item, popularity: answer.popularity }, ...others] };
  if (vote === 'unlike') return { ...profile, likedItems: others };
  return profile;
}

export function useVoteItem(item: Item) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vote: Vote) => voteItem(item._id, vote),
    onSuccess: (answer, vote) => {
      setEntityFieldEverywhere(client, item._id, 'popularity', answer.popularity);
      client.setQueryData<Profile | null>(['profile'], (profile) =>
        profile ? withVote(profile, item, vote, answer) : profile,
      );
      // Lists sorted by likes may reorder: mark them stale so the next visit reads the server's order.
      void client.invalidateQueries({ queryKey: ['items'], refetchType: 'none' });
      void client.invalidateQueries({ queryKey: ['business'], refetchType: 'none' });
      void client.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

// POST /api/items/vote/{id}: like, unlike, dislike or undislike an item; the answer is its popularity.
// Shared by every page that shows item cards (The List, business pages, search, profile).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item, Popularity, Profile } from '@menudex/contract/entities';
import type { Vote, VoteResponse } from '@menudex/contract/items';
import { apiRequest } from '../lib/api-client.ts';
import { useLocale } from '../lib/i18n.tsx';
import { cachedProfile, PROFILE_QUERY_KEY, updateCachedProfiles } from '../lib/profile.ts';
import { setEntityFieldEverywhere } from './entity-cache.ts';

// A vote sets the user's vote on the item ('like' twice is one like, 'unlike' removes only a like):
// safe to send again when the server sheds it.
export const voteItem = (itemId: string, vote: Vote) =>
  apiRequest<VoteResponse>(`/items/vote/${itemId}`, {
    method: 'POST',
    body: { vote },
    retryWhenShed: true,
  });

/** The profile's liked items after a vote, so the button shows the new state before the profile reloads. */
export function withVote(profile: Profile, item: Item, vote: Vote, answer: VoteResponse): Profile {
  const others = profile.likedItems.filter((liked) => liked._id !== item._id);
  if (vote === 'like')
    return { ...profile, likedItems: [{ ...item, popularity: answer.popularity }, ...others] };
  if (vote === 'unlike') return { ...profile, likedItems: others };
  return profile;
}

/** The profile with the item's entry in its liked items as it is in `before` (there or not). */
function withLikedEntry(profile: Profile, itemId: string, before: Item | undefined): Profile {
  const others = profile.likedItems.filter((liked) => liked._id !== itemId);
  return { ...profile, likedItems: before ? [before, ...others] : others };
}

type Current = 'like' | 'dislike' | null;

/**
 * The counts the server will answer if nobody else votes meanwhile, from the user's vote as the
 * profile has it (the server's rule: like and dislike replace each other, un- removes only its own).
 */
export function expectedPopularity(
  popularity: Popularity,
  current: Current,
  vote: Vote,
): Popularity {
  const removes: Current = vote === 'unlike' ? 'like' : vote === 'undislike' ? 'dislike' : null;
  const next: Current =
    vote === 'like' || vote === 'dislike' ? vote : current === removes ? null : current;
  const delta = (kind: 'like' | 'dislike') => (next === kind ? 1 : 0) - (current === kind ? 1 : 0);
  return {
    likes: popularity.likes + delta('like'),
    dislikes: popularity.dislikes + delta('dislike'),
  };
}

function currentVote(profile: Profile | null | undefined, itemId: string): Current {
  if (profile?.likedItems.some((liked) => liked._id === itemId)) return 'like';
  if (profile?.dislikedItems.some((disliked) => disliked._id === itemId)) return 'dislike';
  return null;
}

export function useVoteItem(item: Item) {
  const client = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: (vote: Vote) => voteItem(item._id, vote),
    // The button and the count show the vote at once, and keep it while a shed vote waits to be
    // sent again (lib/retry-shed.ts); the answer's count replaces the guess. A vote that finally
    // fails puts both back, and the caller says so.
    onMutate: async (vote) => {
      // A profile read in flight would bring the state from before the vote.
      await client.cancelQueries({ queryKey: PROFILE_QUERY_KEY });
      const before = cachedProfile(client, locale);
      const popularity = expectedPopularity(item.popularity, currentVote(before, item._id), vote);
      updateCachedProfiles(client, (profile) => withVote(profile, item, vote, { popularity }));
      setEntityFieldEverywhere(client, item._id, 'popularity', popularity);
      return {
        likedBefore: before?.likedItems.find((liked) => liked._id === item._id),
        popularityBefore: item.popularity,
      };
    },
    onError: (_error, _vote, context) => {
      if (!context) return;
      updateCachedProfiles(client, (profile) =>
        withLikedEntry(profile, item._id, context.likedBefore),
      );
      setEntityFieldEverywhere(client, item._id, 'popularity', context.popularityBefore);
    },
    onSuccess: (answer, vote) => {
      setEntityFieldEverywhere(client, item._id, 'popularity', answer.popularity);
      updateCachedProfiles(client, (profile) => withVote(profile, item, vote, answer));
      // Lists sorted by likes may reorder: mark them stale so the next visit reads the server's order.
      void client.invalidateQueries({ queryKey: ['items'], refetchType: 'none' });
      void client.invalidateQueries({ queryKey: ['business'], refetchType: 'none' });
      void client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}

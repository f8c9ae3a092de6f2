// The like button of an item card: toggles like/unlike, disabled while the vote is on its way, the
// count from the server's answer. Anonymous visitors get the sign-in modal instead; a vote that
// fails says so in a snackbar with Retry.
import Button from '@mui/material/Button';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import type { Item } from '@menudex/contract/entities';
import { ApiError } from '../lib/api-client.ts';
import { reportToggleFailure } from '../lib/notice.ts';
import { useProfile } from '../lib/profile.ts';
import { useSession } from '../lib/session-store.ts';
import { openSignIn } from '../lib/sign-in-modal.ts';
import { useVoteItem } from './vote-item.ts';

export function LikeButton({ item }: { item: Item }) {
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const profile = useProfile();
  const vote = useVoteItem(item);
  const liked = profile.data?.likedItems.some((entry) => entry._id === item._id) ?? false;
  const likes = item.popularity.likes;
  const onClick = () => {
    if (!signedIn) {
      openSignIn();
      return;
    }
    send(liked ? 'unlike' : 'like');
  };
  const send = (next: 'like' | 'unlike') =>
    vote.mutate(next, {
      onError: (error) => {
        // An expired session asks to sign in again; anything else says so, with Retry.
        if (error instanceof ApiError && error.status === 401) openSignIn();
        else reportToggleFailure(error, next === 'like' ? 'like' : 'unlike', () => send(next));
      },
    });
  return (
    <Button
      size="small"
      color="primary"
      variant={liked ? 'contained' : 'text'}
      onClick={onClick}
      disabled={vote.isPending || (signedIn && profile.isLoading)}
      aria-pressed={liked}
      // The name starts with the visible count (WCAG 2.5.3, label in name) and stays the same
      // whether liked or not: aria-pressed tells the state.
      aria-label={`${likes} ${likes === 1 ? 'like' : 'likes'}, like ${item.name}`}
      startIcon={liked ? <ThumbUpIcon /> : <ThumbUpOutlinedIcon />}
      sx={{ minWidth: 64, flexShrink: 0 }}
      data-testid="like-button"
    >
      {String(likes)}
    </Button>
  );
}

// The like button of an item card: toggles like/unlike, shown at once (useVoteItem), disabled while
// the vote is on its way, then the count from the server's answer. Anonymous visitors get the
// sign-in modal instead; a vote that fails says so in a snackbar with Retry.
//
// MUI's small Button (text, or contained once liked) with its thumb icons, drawn by a static
// stylesheet (cards.css, .mdx-like) as the rest of the card is (docs/decisions/027): every card has
// one, and as MUI's Button each computed its styles, and each icon's, while the page hydrated
// (docs/decisions/034). MUI's class names stay on the elements.
//
// Focus stays on the button after a press (docs/architecture.md, "Keyboard focus"): it is
// aria-disabled, not disabled, while the vote is on its way (a disabled button drops focus to the
// page), and a button that the new count moves (a list sorted by likes) or replaces takes focus
// back when focus fell to the page meanwhile.
import { useLayoutEffect, useRef } from 'react';
import type { Item } from '@menudex/contract/entities';
import { ApiError } from '../lib/api-client.ts';
import { useLocale, useT } from '../lib/i18n.tsx';
import { formatCount } from '../lib/locale-format.ts';
import { reportToggleFailure } from '../lib/notice.ts';
import { useProfile } from '../lib/profile.ts';
import { useSession } from '../lib/session-store.ts';
import { openSignIn } from '../lib/sign-in-modal.ts';
import { useVoteItem } from './vote-item.ts';
import './cards.css';

/** The item whose like button was pressed last, while focus has not gone anywhere else since. */
let keepFocusOn: string | null = null;

function holdFocus(itemId: string, button: HTMLElement): void {
  keepFocusOn = itemId;
  // Focus moving to anything else (Tab, a click elsewhere, a dialog) ends the claim.
  const release = (event: FocusEvent) => {
    const target = event.target as HTMLElement | null;
    if (target === button || target?.dataset.likeFor === itemId) return;
    if (keepFocusOn === itemId) keepFocusOn = null;
    document.removeEventListener('focusin', release);
  };
  document.addEventListener('focusin', release);
}

/** Whether focus is nowhere (the page itself): it fell there, nobody moved it on purpose. */
const focusLost = () => !document.activeElement || document.activeElement === document.body;

export function LikeButton({ item }: { item: Item }) {
  const ref = useRef<HTMLButtonElement>(null);
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const profile = useProfile();
  const vote = useVoteItem(item);
  const t = useT();
  const locale = useLocale();
  const liked = profile.data?.likedItems.some((entry) => entry._id === item._id) ?? false;
  const likes = item.popularity.likes;
  const disabled = vote.isPending || (signedIn && profile.isLoading);
  const onClick = () => {
    if (disabled) return;
    if (ref.current && document.activeElement === ref.current) holdFocus(item._id, ref.current);
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
  const variant = liked ? 'contained' : 'text';
  // After every render (a new count, a moved or a new button): take focus back if it was lost.
  useLayoutEffect(() => {
    if (keepFocusOn === item._id && ref.current && focusLost()) {
      ref.current.focus({ preventScroll: true });
    }
  });
  return (
    <button
      ref={ref}
      type="button"
      className={`MuiButtonBase-root MuiButton-root MuiButton-${variant} MuiButton-sizeSmall MuiButton-colorPrimary mdx-like mdx-like--${variant}${disabled ? ' Mui-disabled' : ''}`}
      onClick={onClick}
      aria-disabled={disabled || undefined}
      aria-pressed={liked}
      // The name starts with the visible count (WCAG 2.5.3, label in name) and stays the same
      // whether liked or not: aria-pressed tells the state.
      aria-label={t('item.likeButton', {
        count: likes,
        n: formatCount(likes, locale),
        name: item.name,
      })}
      data-testid="like-button"
      data-like-for={item._id}
    >
      <span className="MuiButton-icon MuiButton-startIcon mdx-like__icon">
        <svg className="MuiSvgIcon-root" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={liked ? THUMB_UP : THUMB_UP_OUTLINED} />
        </svg>
      </span>
      {String(likes)}
    </button>
  );
}

/** Material Icons' ThumbUp and ThumbUpOutlined (@mui/icons-material), as MUI drew them. */
const THUMB_UP =
  'M1 21h4V9H1zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73z';
const THUMB_UP_OUTLINED =
  'M9 21h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.58 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2M9 9l4.34-4.34L12 10h9v2l-3 7H9zM1 9h4v12H1z';

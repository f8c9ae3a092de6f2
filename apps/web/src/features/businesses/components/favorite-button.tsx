// The business page's favorite button with its count: toggles favorite, shown at once
// (useFavoriteBusiness), disabled during the request, then the count from the server's answer.
// Anonymous visitors get the sign-in modal instead.
import Button from '@mui/material/Button';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { BusinessSummary } from '@menudex/contract/entities';
import { ApiError } from '../../../lib/api-client.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';
import { reportToggleFailure } from '../../../lib/notice.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useSession } from '../../../lib/session-store.ts';
import { openSignIn } from '../../../lib/sign-in-modal.ts';
import { useFavoriteBusiness } from '../api/favorite-business.ts';

export function FavoriteButton({ business }: { business: BusinessSummary }) {
  const t = useT();
  const locale = useLocale();
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const profile = useProfile();
  const favorite = useFavoriteBusiness(business);
  const favorited = profile.data?.favorites.some((entry) => entry._id === business._id) ?? false;
  // aria-disabled, not disabled, while the change is on its way: a disabled button drops keyboard
  // focus to the page (docs/architecture.md, "Keyboard focus").
  const busy = favorite.isPending || (signedIn && profile.isLoading);
  const onClick = () => {
    if (busy) return;
    if (!signedIn) {
      openSignIn();
      return;
    }
    send(!favorited);
  };
  const send = (next: boolean) =>
    favorite.mutate(next, {
      onError: (error) => {
        // An expired session asks to sign in again; anything else says so, with Retry.
        if (error instanceof ApiError && error.status === 401) openSignIn();
        else reportToggleFailure(error, 'favorite', () => send(next));
      },
    });
  return (
    <Button
      variant={favorited ? 'contained' : 'outlined'}
      onClick={onClick}
      aria-disabled={busy || undefined}
      aria-pressed={favorited}
      // The name starts with the visible count (WCAG 2.5.3, label in name); aria-pressed tells the
      // state.
      aria-label={t('business.favoriteButton', {
        count: business.favoriteCount,
        n: formatCount(business.favoriteCount, locale),
        name: business.name,
      })}
      startIcon={favorited ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      data-testid="favorite-button"
    >
      {String(business.favoriteCount)}
    </Button>
  );
}

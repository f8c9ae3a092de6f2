// /profile: 'Please Login ' when signed out; otherwise My Businesses (owners), Favorited Businesses
// and Liked Items, then Account (change password, delete account); a notice on top while the e-mail
// is unverified. When a business is being managed, the business edit form shows instead.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { BusinessSummary } from '@menudex/contract/entities';
import { BusinessCard } from '../../../components/business-card.tsx';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ThumbUpOffAltIcon from '@mui/icons-material/ThumbUpOffAlt';
import { DeadEnd } from '../../../components/dead-end.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { ItemCard } from '../../../components/item-card.tsx';
import { ItemGrid } from '../../../components/item-grid.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { openSignIn } from '../../../lib/sign-in-modal.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { clearAllStorage } from '../../../lib/local-storage.ts';
import { AccountSettings, UnverifiedNotice } from '../components/account-settings.tsx';

type Props = {
  /** The business edit form (owner tools), shown when the session holds a business with an _id. */
  businessEditor?: ReactNode;
  /** What clicking one of My Businesses does (owner tools: the phone lookup); left out, it opens the page. */
  onOpenOwnBusiness?: (business: BusinessSummary) => void;
  /** After the account is deleted: the app's logout (left out, storage is cleared and the page reloads). */
  onAccountDeleted?: () => void;
};

const forgetSession = () => {
  clearAllStorage();
  window.location.assign('/the-list');
};

export function ProfilePage({
  businessEditor,
  onOpenOwnBusiness,
  onAccountDeleted = forgetSession,
}: Props) {
  const t = useT('account');
  const signedIn = useSession((s) => Boolean(s.auth.token));
  useDocumentTitle(t('auth.profile'));
  const managing = useSession((s) => Boolean(s.business?._id));
  const profile = useProfile();
  if (!signedIn) return <PleaseLogin />;
  if (profile.isPending) return <FullPageSpinner />;
  // An empty profile (a failed or expired session) is a signed-out visitor, as the specification says.
  if (profile.isError || !profile.data._id) return <PleaseLogin />;
  if (managing && businessEditor) return <>{businessEditor}</>;
  const { businessesOwn, favorites, likedItems } = profile.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 5 }}>
      <Typography variant="h1" sx={{ mb: -2 }}>
        {t('auth.profile')}
      </Typography>
      <UnverifiedNotice profile={profile.data} />
      {businessesOwn.length > 0 && (
        <Section title={t('account.profile.myBusinesses')} testId="my-businesses">
          <BusinessGrid businesses={businessesOwn} showPhone onOpen={onOpenOwnBusiness} />
        </Section>
      )}
      <Section title={t('account.profile.favorites')} testId="favorited-businesses">
        {favorites.length > 0 ? (
          <BusinessGrid businesses={favorites} />
        ) : (
          <EmptyState
            icon={<FavoriteBorderIcon />}
            title={t('account.profile.noFavorites')}
            text={t('account.profile.noFavoritesText')}
            action={{ label: t('account.profile.browseBusinesses'), to: '/businesses' }}
          />
        )}
      </Section>
      <Section title={t('account.profile.likedItems')} testId="liked-items">
        {likedItems.length > 0 ? (
          <ItemGrid>
            {likedItems.map((item) => (
              <ItemCard key={item._id} item={item} />
            ))}
          </ItemGrid>
        ) : (
          <EmptyState
            icon={<ThumbUpOffAltIcon />}
            title={t('account.profile.noLikedItems')}
            text={t('account.profile.noLikedItemsText')}
            action={{ label: t('account.profile.browseTheList'), to: '/the-list' }}
          />
        )}
      </Section>
      <Section title={t('account.profile.account')} testId="account">
        <AccountSettings profile={profile.data} onDeleted={onAccountDeleted} />
      </Section>
    </Box>
  );
}

function PleaseLogin() {
  const t = useT('account');
  return (
    <>
      {/* Every page has an h1 (visually hidden where the design shows none). */}
      <h1 className="mdx-visually-hidden">{t('auth.profile')}</h1>
      <DeadEnd text={t('account.profile.pleaseLogin')} level="h2">
        <Button variant="contained" onClick={openSignIn}>
          {t('auth.signIn')}
        </Button>
      </DeadEnd>
    </>
  );
}

function Section({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} data-testid={testId}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type GridProps = {
  businesses: BusinessSummary[];
  showPhone?: boolean;
  onOpen?: (business: BusinessSummary) => void;
};

function BusinessGrid({ businesses, showPhone, onOpen }: GridProps) {
  return (
    <Grid container spacing={3}>
      {businesses.map((business) => (
        <Grid key={business._id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <BusinessCard
            business={business}
            showPhone={showPhone}
            onClick={onOpen ? () => onOpen(business) : undefined}
          />
        </Grid>
      ))}
    </Grid>
  );
}

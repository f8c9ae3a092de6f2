// "Claim this business" under a business page nobody manages yet: signed out, it asks to sign in;
// signed in, it opens the claim's dialog, which is downloaded on that first press (a visitor's first
// download holds only the button).
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { BusinessSummary } from '@menudex/contract/entities';
import { useT } from '../../../lib/i18n.tsx';
import { openSignIn } from '../../../lib/sign-in-modal.ts';
import { useSession } from '../../../lib/session-store.ts';

const ClaimDialog = lazy(async () => ({
  default: (await import('./claim-dialog.tsx')).ClaimDialog,
}));

type Props = { business: Pick<BusinessSummary, '_id' | 'name' | 'managedByOwner' | 'canEdit'> };

export function ClaimBusinessButton({ business }: Props) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const t = useT();
  if (business.managedByOwner || business.canEdit) return null;
  return (
    <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {business.name
          ? t('business.claimAsk', { name: business.name })
          : t('business.claimAskThis')}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        startIcon={<StorefrontOutlinedIcon />}
        onClick={() => {
          if (!signedIn) return openSignIn();
          setAsked(true);
          setOpen(true);
        }}
      >
        {t('business.claim')}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ClaimDialog business={business} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

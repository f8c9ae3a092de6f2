// "Report a problem" under a business page: opens the report dialog (the business, or one of its dishes).
// The button is all a visitor downloads; the dialog (its form, the contract's rules) comes on the click.
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import type { Business } from '@menudex/contract/entities';
import { useT } from '../../../lib/i18n.tsx';

const ReportDialog = lazy(async () => ({
  default: (await import('./report-dialog.tsx')).ReportDialog,
}));

export function ReportProblemButton({ business }: { business: Business }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
      <Button
        color="inherit"
        size="small"
        startIcon={<OutlinedFlagIcon />}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {t('business.report')}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ReportDialog open={open} business={business} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

// "Report a problem" under a business page: opens the report dialog (the business, or one of its dishes).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import type { Business } from '@menudex/contract/entities';
import { REPORT_TEXTS } from '@menudex/contract/reports';
import { ReportDialog } from './report-dialog.tsx';

export function ReportProblemButton({ business }: { business: Business }) {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
      <Button
        color="inherit"
        size="small"
        startIcon={<OutlinedFlagIcon />}
        onClick={() => setOpen(true)}
      >
        {REPORT_TEXTS.reportButton}
      </Button>
      <ReportDialog open={open} business={business} onClose={() => setOpen(false)} />
    </Box>
  );
}

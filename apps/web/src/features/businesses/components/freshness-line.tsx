// "Verified {date}" and "Managed by its owner" on a business page: how recently someone who runs the
// business (or an admin) confirmed the listing, and whether its owner keeps it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import type { BusinessSummary } from '@menudex/contract/entities';
import { shortDate } from '../../../lib/opening-status.ts';

/**
 * 'Nov 27, 2026' for an ISO instant, its UTC date, so the server's rendering and the browser's agree;
 * written without Intl, whose set-up is a long task while a public page starts (decision 033).
 */
export function verifiedDate(iso: string): string {
  const day = new Date(iso).toISOString().slice(0, 10);
  return `${shortDate(day)}, ${day.slice(0, 4)}`;
}

type Props = { business: Pick<BusinessSummary, 'verifiedAt' | 'stale' | 'managedByOwner'> };

export function FreshnessLine({ business }: Props) {
  return (
    <Box
      data-testid="freshness-line"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1 }}
    >
      <Typography
        variant="body2"
        color={business.stale ? 'text.secondary' : 'text.primary'}
        data-testid="verified-at"
      >
        {business.verifiedAt
          ? `Verified ${verifiedDate(business.verifiedAt)}`
          : 'Not verified by the business yet'}
      </Typography>
      {business.managedByOwner && (
        <Typography
          variant="body2"
          color="success.main"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <VerifiedOutlinedIcon fontSize="small" aria-hidden />
          Managed by its owner
        </Typography>
      )}
    </Box>
  );
}

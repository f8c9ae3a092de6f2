// "Verified {date}" and "Managed by its owner" on a business page: how recently someone who runs the
// business (or an admin) confirmed the listing, and whether its owner keeps it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import type { BusinessSummary } from '@menudex/contract/entities';
import { DEFAULT_LOCALE, type Locale } from '@menudex/contract/i18n/locales';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatDay } from '../../../lib/locale-format.ts';
import { shortDate } from '../../../lib/opening-status.ts';

/**
 * 'Nov 27, 2026' ('27 thg 11, 2026' in Vietnamese) for an ISO instant, its UTC date, so the
 * server's rendering and the browser's agree; written without Intl, whose set-up is a long task
 * while a public page starts (decision 033).
 */
export function verifiedDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const day = new Date(iso).toISOString().slice(0, 10);
  return locale === DEFAULT_LOCALE
    ? `${shortDate(day)}, ${day.slice(0, 4)}`
    : formatDay(day, locale);
}

type Props = { business: Pick<BusinessSummary, 'verifiedAt' | 'stale' | 'managedByOwner'> };

export function FreshnessLine({ business }: Props) {
  const t = useT();
  const locale = useLocale();
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
          ? t('business.verified', { date: verifiedDate(business.verifiedAt, locale) })
          : t('business.notVerified')}
      </Typography>
      {business.managedByOwner && (
        <Typography
          variant="body2"
          color="success.main"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <VerifiedOutlinedIcon fontSize="small" aria-hidden />
          {t('business.managedByOwner')}
        </Typography>
      )}
    </Box>
  );
}

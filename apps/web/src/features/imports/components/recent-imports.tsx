// The latest imports, newest first: file, kind, preview or import, how it ended and its counts; each
// opens its full report above.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import type { Locale } from '@menudex/contract/i18n/locales';
import type { Import } from '@menudex/contract/imports';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';
import { useImports } from '../api/get-imports.ts';
import { COUNT_KEYS, countLabel, isUnderWay, kindLabelKey } from '../utils/import-texts.ts';

type Props = {
  /** The import whose report shows above. */
  shownId: string | null;
  onShow: (id: string) => void;
};

const STATUS: Record<
  Import['status'],
  { key: AreaMessageKey<'manage'>; color: 'default' | 'success' | 'error' }
> = {
  queued: { key: 'manage.imports.status.queued', color: 'default' },
  running: { key: 'manage.imports.status.running', color: 'default' },
  done: { key: 'manage.imports.status.done', color: 'success' },
  failed: { key: 'manage.imports.status.failed', color: 'error' },
};

/** When it ended (or started), the page's language's way: an admin's page, so Intl is fine here. */
const when = (imp: Import, locale: Locale) => {
  const at = imp.finishedAt ?? imp.startedAt;
  return at
    ? new Date(at).toLocaleString(locale === 'en' ? 'en-US' : locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : '';
};

export function RecentImports({ shownId, onShow }: Props) {
  const imports = useImports();
  const t = useT('manage');
  const locale = useLocale();
  return (
    <Box component="section" aria-labelledby="recent-imports">
      <Typography id="recent-imports" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('manage.imports.recent')}
      </Typography>
      {imports.isPending ? (
        <CircularProgress aria-label={t('page.loading')} size={28} />
      ) : imports.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void imports.refetch()}>
              {t('paging.tryAgain')}
            </Button>
          }
        >
          {imports.error.message}
        </Alert>
      ) : imports.data.length === 0 ? (
        <Typography color="text.secondary">{t('manage.imports.noRecent')}</Typography>
      ) : (
        <Box
          component="ul"
          data-testid="recent-imports"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {imports.data.map((imp) => (
            <Paper
              component="li"
              variant="outlined"
              key={imp._id}
              sx={{
                p: 1.5,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                borderColor: imp._id === shownId ? 'primary.main' : undefined,
              }}
            >
              <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {imp.fileName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[
                    t(kindLabelKey(imp.kind)),
                    t(imp.dryRun ? 'manage.imports.preview' : 'manage.imports.import'),
                    when(imp, locale),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                {!isUnderWay(imp) && (
                  <Typography variant="body2">
                    {COUNT_KEYS.map(
                      (key) =>
                        `${t(countLabel(key, imp.dryRun))} ${formatCount(imp.counts[key], locale)}`,
                    ).join(' · ')}
                  </Typography>
                )}
              </Box>
              <Chip
                size="small"
                label={t(STATUS[imp.status].key)}
                color={STATUS[imp.status].color}
              />
              <Button
                size="small"
                onClick={() => onShow(imp._id)}
                disabled={imp._id === shownId}
                aria-label={t(
                  imp._id === shownId
                    ? 'manage.imports.shownAboveOf'
                    : 'manage.imports.showReportOf',
                  { file: imp.fileName },
                )}
              >
                {t(imp._id === shownId ? 'manage.imports.shownAbove' : 'manage.imports.showReport')}
              </Button>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}

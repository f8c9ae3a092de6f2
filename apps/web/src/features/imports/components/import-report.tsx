// One import's report: while it runs, a progress bar; then what it did (or, for a preview, would do)
// in four counts, and its notes (rows skipped, values left out) with the row or OpenStreetMap element
// each is about.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Import } from '@menudex/contract/imports';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';
import {
  COUNT_KEYS,
  countLabel,
  isUnderWay,
  kindLabelKey,
  osmElementUrl,
  progressPercent,
  progressText,
  rowLabel,
} from '../utils/import-texts.ts';

/** Problems shown before "Show all". */
const FIRST_PROBLEMS = 10;

export function ImportReport({ report }: { report: Import }) {
  const t = useT('manage');
  const running = isUnderWay(report);
  const title = t(report.dryRun ? 'manage.imports.previewTitle' : 'manage.imports.reportTitle');
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="import-report-title"
      data-testid="import-report"
      data-status={report.status}
      data-import-id={report._id}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box>
        <Typography id="import-report-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {`${report.fileName} · ${t(kindLabelKey(report.kind))}`}
        </Typography>
      </Box>
      {running ? (
        <ImportProgress report={report} />
      ) : (
        <>
          {report.status === 'failed' && (
            <Alert severity="error">{t('manage.imports.failed')}</Alert>
          )}
          <Counts report={report} />
          {report.dryRun && report.status === 'done' && (
            <Typography variant="body2" color="text.secondary">
              {t('manage.imports.previewNote')}
            </Typography>
          )}
          <Problems report={report} />
        </>
      )}
    </Paper>
  );
}

function ImportProgress({ report }: { report: Import }) {
  const t = useT('manage');
  const locale = useLocale();
  const started = report.status === 'running';
  const text = started ? progressText(report, t, locale) : t('manage.imports.queued');
  return (
    <Box>
      <LinearProgress
        variant={started ? 'determinate' : 'indeterminate'}
        value={started ? progressPercent(report) : undefined}
        aria-label={t(
          report.dryRun ? 'manage.imports.previewProgress' : 'manage.imports.importProgress',
        )}
        aria-valuetext={text}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }} aria-live="polite">
        {text}
      </Typography>
    </Box>
  );
}

function Counts({ report }: { report: Import }) {
  const t = useT('manage');
  const locale = useLocale();
  return (
    <Box
      component="ul"
      aria-label={t(report.dryRun ? 'manage.imports.wouldDo' : 'manage.imports.did')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        gap: 1,
      }}
    >
      {COUNT_KEYS.map((key) => (
        <Paper
          component="li"
          variant="outlined"
          key={key}
          data-testid={`import-count-${key}`}
          sx={{ px: 1.5, py: 1, bgcolor: 'background.default' }}
        >
          <Typography variant="body2" color="text.secondary">
            {t(countLabel(key, report.dryRun))}
          </Typography>
          <Typography
            variant="h2"
            component="p"
            data-testid="import-count"
            sx={{ fontSize: '1.5rem' }}
          >
            {formatCount(report.counts[key], locale)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function Problems({ report }: { report: Import }) {
  const t = useT('manage');
  const locale = useLocale();
  const [all, setAll] = useState(false);
  const { errors } = report;
  if (errors.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('manage.imports.noProblems')}
      </Typography>
    );
  }
  const shown = all ? errors : errors.slice(0, FIRST_PROBLEMS);
  return (
    <Box component="section" aria-labelledby="import-problems">
      <Typography id="import-problems" variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
        {t('manage.imports.problems', { n: formatCount(errors.length, locale) })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="import-problems">
        {shown.map((problem, index) => {
          const url = osmElementUrl(problem.row);
          const where = rowLabel(problem.row, t, locale);
          return (
            <Typography
              component="li"
              variant="body2"
              key={index}
              sx={{ overflowWrap: 'anywhere' }}
            >
              <Box component="span" sx={{ fontWeight: 600 }}>
                {url ? (
                  <Link href={url} target="_blank" rel="noopener">
                    {where}
                  </Link>
                ) : (
                  where
                )}
              </Box>
              {`: ${problem.message}`}
            </Typography>
          );
        })}
      </Box>
      {errors.length > FIRST_PROBLEMS && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ mt: 0.5 }}>
          {all
            ? t('manage.imports.showFewer')
            : t('manage.imports.showAll', { n: formatCount(errors.length, locale) })}
        </Button>
      )}
    </Box>
  );
}

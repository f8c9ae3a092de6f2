// Edit mode's menu as a CSV file: Download menu CSV (the public GET /api/businesses/{id}/menu.csv), and
// Import menu CSV: choose the file, read its preview (a dry run: what would be added or changed, and
// the first problems by row), then Import, with a progress bar, and its report. Dishes are matched by
// list and name: importing the same file again changes nothing, and nothing the file leaves out is
// removed.
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  IMPORT_LIMITS,
  MENU_CSV_COLUMNS,
  type Import,
  type ImportCounts,
} from '@menudex/contract/imports';
import { API_BASE } from '../../../lib/api-client.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { modalPaperSx } from '../../../components/modal-paper.ts';
import { isUnderWay, useMenuImport } from '../api/get-menu-import.ts';
import { useImportMenuCsv } from '../api/import-menu-csv.ts';
import type { OwnerKey } from '../utils/owner-texts.ts';

/** Problems listed before "and N more". */
const FIRST_PROBLEMS = 5;

const COUNTS: Array<{ key: keyof ImportCounts; preview: OwnerKey; done: OwnerKey }> = [
  { key: 'created', preview: 'owner.csv.wouldAdd', done: 'owner.csv.added' },
  { key: 'updated', preview: 'owner.csv.wouldUpdate', done: 'owner.csv.updated' },
  { key: 'unchanged', preview: 'owner.csv.unchanged', done: 'owner.csv.unchanged' },
  { key: 'skipped', preview: 'owner.csv.skipped', done: 'owner.csv.skipped' },
];

export function MenuCsvTools({ businessId }: { businessId: string }) {
  const t = useT('owner');
  const [open, setOpen] = useState(false);
  return (
    <Box data-testid="menu-csv-tools" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {t('owner.csv.import')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        href={`${API_BASE}/api/businesses/${encodeURIComponent(businessId)}/menu.csv`}
        download
      >
        {t('owner.csv.download')}
      </Button>
      {open && <MenuCsvDialog businessId={businessId} onClose={() => setOpen(false)} />}
    </Box>
  );
}

function MenuCsvDialog({ businessId, onClose }: { businessId: string; onClose: () => void }) {
  const t = useT('owner');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const send = useImportMenuCsv(businessId);
  const run = useMenuImport(businessId, runId);
  const report = run.data;
  const underWay = send.isPending || (report !== undefined && isUnderWay(report));
  const importing =
    (send.isPending && !send.variables.dryRun) ||
    (report !== undefined && !report.dryRun && isUnderWay(report));
  const imported = report !== undefined && !report.dryRun && !isUnderWay(report);

  const start = (chosen: File, dryRun: boolean) => {
    send.reset();
    if (chosen.size > IMPORT_LIMITS.fileMaxBytes) {
      return setProblem(
        t('owner.csv.fileTooLarge', { mb: IMPORT_LIMITS.fileMaxBytes / (1024 * 1024) }),
      );
    }
    setProblem(null);
    send.mutate({ file: chosen, dryRun }, { onSuccess: (made) => setRunId(made._id) });
  };
  const message = problem ?? send.error?.message ?? run.error?.message ?? null;

  return (
    <Dialog
      open
      onClose={underWay ? undefined : onClose}
      aria-labelledby="menu-csv-title"
      slotProps={{ paper: { sx: modalPaperSx } }}
    >
      <DialogTitle id="menu-csv-title">{t('owner.csv.import')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('owner.csv.intro')}
        </Typography>
        <Box
          component="code"
          aria-label={t('owner.csv.header')}
          sx={{
            display: 'block',
            p: 1,
            bgcolor: 'background.default',
            borderRadius: 1,
            fontSize: '0.85rem',
            overflowWrap: 'anywhere',
          }}
        >
          {MENU_CSV_COLUMNS.join(',')}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Button
            variant={file ? 'outlined' : 'contained'}
            startIcon={<UploadFileIcon />}
            disabled={underWay}
            onClick={() => input.current?.click()}
          >
            {t(file ? 'owner.csv.chooseAnother' : 'owner.csv.chooseFile')}
          </Button>
          <input
            ref={input}
            type="file"
            name="file"
            hidden
            accept=".csv,text/csv"
            data-testid="menu-csv-input"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (!chosen) return;
              setFile(chosen);
              setRunId(null);
              // Choosing the file previews it: the owner sees what it would do before anything is written.
              start(chosen, true);
            }}
          />
          {file && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {file.name}
            </Typography>
          )}
        </Box>
        {message && <Alert severity="error">{message}</Alert>}
        {report && <MenuImportReport report={report} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {imported ? (
          <Button variant="contained" onClick={onClose}>
            {t('owner.csv.done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} color="inherit" disabled={underWay}>
              {t('owner.cancel')}
            </Button>
            <BusyButton
              variant="contained"
              busy={importing}
              disabled={!file || !report || report.status !== 'done' || underWay}
              onClick={() => file && start(file, false)}
            >
              {t('owner.csv.importButton')}
            </BusyButton>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function MenuImportReport({ report }: { report: Import }) {
  const t = useT('owner');
  const locale = useLocale();
  if (isUnderWay(report)) {
    const started = report.status === 'running' && report.total > 0;
    return (
      <Box>
        <LinearProgress
          variant={started ? 'determinate' : 'indeterminate'}
          value={started ? Math.round((report.processed / report.total) * 100) : undefined}
          aria-label={t(report.dryRun ? 'owner.csv.previewProgress' : 'owner.csv.importProgress')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {t(report.dryRun ? 'owner.csv.reading' : 'owner.csv.importing')}
        </Typography>
      </Box>
    );
  }
  const more = report.errors.length - FIRST_PROBLEMS;
  return (
    <Box
      component="section"
      aria-label={t(report.dryRun ? 'owner.csv.preview' : 'owner.csv.report')}
      data-testid="menu-import-report"
      data-status={report.status}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
        {t(report.dryRun ? 'owner.csv.preview' : 'owner.csv.imported')}
      </Typography>
      {report.status === 'failed' && <Alert severity="error">{t('owner.csv.failed')}</Alert>}
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}
      >
        {COUNTS.map(({ key, preview, done }) => (
          <Typography component="li" key={key} data-testid={`menu-import-${key}`}>
            {`${t('owner.csv.count', { label: t(report.dryRun ? preview : done) })} `}
            <Box component="span" sx={{ fontWeight: 700 }}>
              {report.counts[key]}
            </Box>
          </Typography>
        ))}
      </Box>
      {report.errors.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={t('owner.csv.problems')}>
          {report.errors.slice(0, FIRST_PROBLEMS).map((error, index) => (
            <Typography component="li" variant="body2" key={index}>
              {typeof error.row === 'number'
                ? t('owner.csv.row', { row: error.row, message: error.message })
                : `${error.row}: ${error.message}`}
            </Typography>
          ))}
          {more > 0 && (
            <Typography component="li" variant="body2" color="text.secondary">
              {t('owner.csv.more', { count: more, n: formatCount(more, locale) })}
            </Typography>
          )}
        </Box>
      )}
      {report.dryRun && report.status === 'done' && (
        <Typography variant="body2" color="text.secondary">
          {t('owner.csv.nothingWritten')}
        </Typography>
      )}
    </Box>
  );
}

// The latest imports, newest first: file, kind, preview or import, how it ended and its counts; each
// opens its full report above.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Import } from '@menudex/contract/imports';
import { useImports } from '../api/get-imports.ts';
import {
  COUNT_KEYS,
  countLabel,
  IMPORT_PAGE_TEXTS as T,
  isUnderWay,
  KIND_INFO,
} from '../utils/import-texts.ts';

type Props = {
  /** The import whose report shows above. */
  shownId: string | null;
  onShow: (id: string) => void;
};

const STATUS: Record<Import['status'], { label: string; color: 'default' | 'success' | 'error' }> =
  {
    queued: { label: 'Queued', color: 'default' },
    running: { label: 'Running', color: 'default' },
    done: { label: 'Done', color: 'success' },
    failed: { label: 'Failed', color: 'error' },
  };

const when = (imp: Import) => {
  const at = imp.finishedAt ?? imp.startedAt;
  return at
    ? new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    : '';
};

export function RecentImports({ shownId, onShow }: Props) {
  const imports = useImports();
  return (
    <Box component="section" aria-labelledby="recent-imports">
      <Typography id="recent-imports" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {T.recent}
      </Typography>
      {imports.isPending ? (
        <CircularProgress aria-label="Loading" size={28} />
      ) : imports.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void imports.refetch()}>
              Try again
            </Button>
          }
        >
          {imports.error.message}
        </Alert>
      ) : imports.data.length === 0 ? (
        <Typography color="text.secondary">{T.noRecent}</Typography>
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
                  {[KIND_INFO[imp.kind].label, imp.dryRun ? T.preview : T.import, when(imp)]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                {!isUnderWay(imp) && (
                  <Typography variant="body2">
                    {COUNT_KEYS.map(
                      (key) => `${countLabel(key, imp.dryRun)} ${imp.counts[key]}`,
                    ).join(' · ')}
                  </Typography>
                )}
              </Box>
              <Chip
                size="small"
                label={STATUS[imp.status].label}
                color={STATUS[imp.status].color}
              />
              <Button
                size="small"
                onClick={() => onShow(imp._id)}
                disabled={imp._id === shownId}
                aria-label={`${imp._id === shownId ? T.shownAbove : T.showReport}: ${imp.fileName}`}
              >
                {imp._id === shownId ? T.shownAbove : T.showReport}
              </Button>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}

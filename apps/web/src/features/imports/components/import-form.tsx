// The Imports page's form: the kind of file (each with a line on what it is, and a CSV's header), the
// file, then Preview (a dry run: nothing is written) or Import. A missing or too large file is
// refused here; what the server refuses (a file it cannot read) shows its message in the form.
import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IMPORT_LIMITS, IMPORT_TEXTS, type Import } from '@menudex/contract/imports';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useCreateImport } from '../api/create-import.ts';
import {
  IMPORT_PAGE_TEXTS as T,
  KIND_INFO,
  PAGE_KINDS,
  type PageKind,
} from '../utils/import-texts.ts';

type Props = {
  /** An import is under way: a second one waits until it is over. */
  busy: boolean;
  /** The server took the file: its report follows. */
  onStarted: (started: Import) => void;
};

/** "1.2 MB", "830 KB". */
function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function ImportForm({ busy, onStarted }: Props) {
  const [kind, setKind] = useState<PageKind>('osm');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const create = useCreateImport();
  const kindLabel = useId();
  const info = KIND_INFO[kind];
  const sending = create.isPending ? create.variables.dryRun : null;

  const start = (dryRun: boolean) => {
    create.reset();
    if (!file) return setProblem(IMPORT_TEXTS.fileRequired);
    if (file.size > IMPORT_LIMITS.fileMaxBytes) return setProblem(IMPORT_TEXTS.fileTooLarge);
    setProblem(null);
    create.mutate({ kind, file, dryRun }, { onSuccess: onStarted });
  };
  const message = problem ?? create.error?.message ?? null;

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label="Import a file"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        start(true);
      }}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <FormControl>
        <FormLabel id={kindLabel} sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
          {T.kind}
        </FormLabel>
        <RadioGroup
          aria-labelledby={kindLabel}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as PageKind);
            create.reset();
          }}
        >
          {PAGE_KINDS.map((k) => (
            <FormControlLabel key={k} value={k} control={<Radio />} label={KIND_INFO[k].label} />
          ))}
        </RadioGroup>
        <Box
          data-testid="import-kind-about"
          sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}
        >
          <Typography variant="body2" color="text.secondary">
            {info.about}
          </Typography>
          {info.header && (
            <Box
              component="code"
              aria-label="CSV header"
              sx={{
                display: 'block',
                mt: 0.75,
                p: 1,
                bgcolor: 'background.default',
                borderRadius: 1,
                fontSize: '0.85rem',
                overflowWrap: 'anywhere',
              }}
            >
              {info.header}
            </Box>
          )}
        </Box>
      </FormControl>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
        >
          {T.chooseFile}
        </Button>
        <input
          ref={input}
          type="file"
          name="file"
          hidden
          accept={info.accept}
          data-testid="import-file-input"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            // The same file can be chosen again once it has changed on disk.
            event.target.value = '';
            if (!chosen) return;
            setFile(chosen);
            setProblem(null);
            create.reset();
          }}
        />
        <Typography
          variant="body2"
          color={file ? 'text.primary' : 'text.secondary'}
          data-testid="import-file-name"
          sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {file ? `${file.name} (${fileSize(file.size)})` : T.noFile}
        </Typography>
      </Box>

      {message && (
        <Alert
          severity="error"
          onClose={() => {
            setProblem(null);
            create.reset();
          }}
        >
          {message}
        </Alert>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <BusyButton
          type="submit"
          variant="outlined"
          startIcon={<VisibilityIcon />}
          busy={sending === true}
          disabled={busy || sending !== null}
        >
          {T.preview}
        </BusyButton>
        <BusyButton
          variant="contained"
          startIcon={<PlayArrowIcon />}
          busy={sending === false}
          disabled={busy || sending !== null}
          onClick={() => start(false)}
        >
          {T.import}
        </BusyButton>
      </Box>
    </Paper>
  );
}

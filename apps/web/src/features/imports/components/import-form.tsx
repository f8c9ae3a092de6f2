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
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import type { Locale } from '@menudex/contract/i18n/locales';
import { IMPORT_LIMITS, type Import } from '@menudex/contract/imports';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useLocale, useT, type Translate } from '../../../lib/i18n.tsx';
import { useCreateImport } from '../api/create-import.ts';
import {
  KIND_INFO,
  kindAboutKey,
  kindLabelKey,
  PAGE_KINDS,
  type PageKind,
} from '../utils/import-texts.ts';

type Props = {
  /** An import is under way: a second one waits until it is over. */
  busy: boolean;
  /** The server took the file: its report follows. */
  onStarted: (started: Import) => void;
};

/** "1.2 MB", "830 KB" ("1,2 MB" in Vietnamese). */
function fileSize(bytes: number, t: Translate<AreaMessageKey<'manage'>>, locale: Locale): string {
  if (bytes >= 1024 * 1024) {
    const size = (bytes / (1024 * 1024)).toFixed(1);
    return t('manage.imports.megabytes', { size: locale === 'en' ? size : size.replace('.', ',') });
  }
  return t('manage.imports.kilobytes', { size: String(Math.max(1, Math.round(bytes / 1024))) });
}

export function ImportForm({ busy, onStarted }: Props) {
  const [kind, setKind] = useState<PageKind>('osm');
  const [file, setFile] = useState<File | null>(null);
  // A problem found here, by its key (translated when shown).
  const [problem, setProblem] = useState<AreaMessageKey<'manage'> | null>(null);
  const t = useT('manage');
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const create = useCreateImport();
  const kindLabel = useId();
  const info = KIND_INFO[kind];
  const sending = create.isPending ? create.variables.dryRun : null;

  const start = (dryRun: boolean) => {
    create.reset();
    if (!file) return setProblem('manage.imports.fileRequired');
    if (file.size > IMPORT_LIMITS.fileMaxBytes) return setProblem('manage.imports.fileTooLarge');
    setProblem(null);
    create.mutate({ kind, file, dryRun }, { onSuccess: onStarted });
  };
  const message = problem ? t(problem) : (create.error?.message ?? null);

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={t('manage.imports.form')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        start(true);
      }}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <FormControl>
        <FormLabel id={kindLabel} sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
          {t('manage.imports.kind')}
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
            <FormControlLabel key={k} value={k} control={<Radio />} label={t(kindLabelKey(k))} />
          ))}
        </RadioGroup>
        <Box
          data-testid="import-kind-about"
          sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}
        >
          <Typography variant="body2" color="text.secondary">
            {t(kindAboutKey(kind))}
          </Typography>
          {info.header && (
            <Box
              component="code"
              aria-label={t('manage.imports.csvHeader')}
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
          {t('manage.imports.chooseFile')}
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
          {file
            ? t('manage.imports.fileName', {
                name: file.name,
                size: fileSize(file.size, t, locale),
              })
            : t('manage.imports.noFile')}
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
          {t('manage.imports.preview')}
        </BusyButton>
        <BusyButton
          variant="contained"
          startIcon={<PlayArrowIcon />}
          busy={sending === false}
          disabled={busy || sending !== null}
          onClick={() => start(false)}
        >
          {t('manage.imports.import')}
        </BusyButton>
      </Box>
    </Paper>
  );
}

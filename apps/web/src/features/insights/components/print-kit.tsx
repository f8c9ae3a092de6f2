// The print kit of a business: its menu, a table tent and a window sticker as PDFs made by the
// server, on A4 or US Letter, in the page's language. Each is fetched with the session's token and
// saved by the browser.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import { PRINT_DOCUMENTS, type PrintDocument, type PrintPaper } from '@menudex/contract/insights';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useDownloadPrintPdf } from '../api/download-print-pdf.ts';

const DOCUMENT_TEXTS: Record<PrintDocument, AreaMessageKey<'manage'>> = {
  menu: 'manage.insights.printMenu',
  'table-tent': 'manage.insights.printTableTent',
  sticker: 'manage.insights.printSticker',
};

/** A4 where most of the world prints; US Letter for a browser set to the US or Canada. */
function defaultPaper(): PrintPaper {
  return /-(US|CA)$/i.test(navigator.language) ? 'letter' : 'a4';
}

export function PrintKit({ businessId }: { businessId: string }) {
  const [paper, setPaper] = useState<PrintPaper>(defaultPaper);
  const download = useDownloadPrintPdf(businessId, useLocale());
  const busy = download.isPending ? download.variables.document : null;
  const t = useT('manage');
  return (
    <Paper component="section" variant="outlined" aria-labelledby="print-kit-title" sx={{ p: 2 }}>
      <Typography id="print-kit-title" variant="h2" sx={{ mb: 1.5 }}>
        {t('manage.insights.printKit')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={paper}
          aria-label={t('manage.insights.paper')}
          onChange={(_event, value: PrintPaper | null) => value && setPaper(value)}
        >
          <ToggleButton value="a4" sx={{ textTransform: 'none' }}>
            {t('manage.insights.paperA4')}
          </ToggleButton>
          <ToggleButton value="letter" sx={{ textTransform: 'none' }}>
            {t('manage.insights.paperLetter')}
          </ToggleButton>
        </ToggleButtonGroup>
        {PRINT_DOCUMENTS.map((document) => (
          <Button
            key={document}
            variant="contained"
            disabled={busy !== null}
            startIcon={
              busy === document ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : (
                <PictureAsPdfIcon />
              )
            }
            onClick={() => download.mutate({ document, paper })}
          >
            {t(DOCUMENT_TEXTS[document])}
          </Button>
        ))}
      </Box>
      {download.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {t('manage.insights.downloadFailed', { message: download.error.message })}
        </Alert>
      )}
    </Paper>
  );
}

// 'Import menu from a photo or PDF' in edit mode, after the lists: opens the import dialog, and says
// 'Menu published' once the new lists are on the page. Off, with the reason, without an AI provider.
// Its prices are read in the business's currency (the app passes it; else the install's).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import DocumentScannerIcon from '@mui/icons-material/DocumentScanner';
import { SIZES } from '@menudex/contract/constants';
import { useAiEnabled } from '../../../lib/ai.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePlace } from '../../../lib/place.ts';
import { MenuImportDialog } from './menu-import-dialog.tsx';

type Props = {
  businessId: string;
  /** The business's currency (its country's, else the install's); left out, the install's. */
  currency?: string;
};

export function MenuImportButton({ businessId, currency }: Props) {
  const t = useT('manage');
  const installCurrency = usePlace().currency;
  const [open, setOpen] = useState(false);
  const [published, setPublished] = useState(false);
  const ai = useAiEnabled();
  const button = (
    <Button
      variant="outlined"
      startIcon={<DocumentScannerIcon />}
      onClick={() => setOpen(true)}
      disabled={!ai.enabled}
    >
      {t('manage.drafts.importButton')}
    </Button>
  );
  return (
    // A row of its own under the other menu tools (Add New List and its neighbours).
    <Box sx={{ mt: 2 }}>
      {ai.disabledReason ? (
        // A disabled button gets no pointer events: the tooltip listens on a wrapper, a group that
        // the tooltip's text labels (an aria-label needs a role on a span).
        <Tooltip title={ai.disabledReason}>
          <Box component="span" role="group" tabIndex={0} sx={{ display: 'inline-flex' }}>
            {button}
          </Box>
        </Tooltip>
      ) : (
        button
      )}
      <MenuImportDialog
        open={open}
        businessId={businessId}
        currency={currency ?? installCurrency}
        onClose={() => setOpen(false)}
        onPublished={() => {
          setOpen(false);
          setPublished(true);
        }}
      />
      <Snackbar
        open={published}
        autoHideDuration={4000}
        onClose={() => setPublished(false)}
        message={t('manage.drafts.published')}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        // Above the fixed footer.
        sx={{ mb: `${SIZES.footerSpacerPx - 16}px` }}
      />
    </Box>
  );
}

// "Download my data" in the Account section of /profile: everything Menudex keeps about the account
// (GDPR art. 15 and 20), as one JSON file.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useT } from '../../../lib/i18n.tsx';
import { useExportMyData } from '../api/export-my-data.ts';

export function DownloadMyData() {
  const t = useT('account');
  const download = useExportMyData();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('account.download.text')}
      </Typography>
      {download.isError && <Alert severity="error">{download.error.message}</Alert>}
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => download.mutate()}
        disabled={download.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('account.download.button')}
      </Button>
    </Box>
  );
}

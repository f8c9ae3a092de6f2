// For owners and admins: the printable QR code of the business's feedback link, with a download,
// and for admins the switch of the business's feedback program. A code that holds a local address
// (PUBLIC_URL unset on a server opened at 127.0.0.1) says so before it is printed. Nothing here is a
// live region but the switch's own state line: saving the business elsewhere on the page announces
// nothing from this panel.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useIsAdmin } from '../../../components/use-is-admin.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { svgDataUrl, useFeedbackQr } from '../api/get-feedback-qr.ts';
import { isLocalAddress } from '../utils/local-address.ts';
import { useSetFeedbackProgram } from '../api/set-feedback-program.ts';
import { OwnerPanel, QueryStatus } from './owner-panel.tsx';

const QR_SIZE = 200;

type Props = { businessId: string; feedbackEnabled: boolean };

export function FeedbackQrPanel({ businessId, feedbackEnabled }: Props) {
  const t = useT('manage');
  const qr = useFeedbackQr(businessId);
  const isAdmin = useIsAdmin();
  // The address the QR code holds: the server's PUBLIC_URL when set, else this page's origin,
  // with the source that counts a scan (feedback.service.ts, feedbackUrl).
  const config = useRuntimeConfig().data;
  const base = config?.publicUrl ?? window.location.origin;
  const link = `${base.replace(/\/+$/, '')}/businesses/${businessId}/feedback?src=qr`;
  const localWarning = config !== undefined && isLocalAddress(base);
  return (
    <OwnerPanel titleId="feedback-qr-title" title={t('manage.feedback.qrTitle')}>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('manage.feedback.qrIntro')}
      </Typography>
      {isAdmin ? (
        <FeedbackProgramSwitch businessId={businessId} feedbackEnabled={feedbackEnabled} />
      ) : (
        !feedbackEnabled && (
          // A note read in place, not an alert: it is announced when the panel is read, never
          // again on every save of the page around it (issue 41).
          <Alert severity="info" role="note" sx={{ mb: 1.5 }}>
            {t('manage.feedback.programOffNote')}
          </Alert>
        )
      )}
      {localWarning && (
        <Alert severity="warning" role="note" sx={{ mb: 1.5 }} data-testid="qr-local-warning">
          {t('manage.feedback.localAddress', { host: new URL(base).host })}{' '}
          {t(
            config.publicUrl
              ? 'manage.feedback.localPublicUrl'
              : 'manage.feedback.localNoPublicUrl',
          )}
        </Alert>
      )}
      <QueryStatus query={qr} />
      {qr.data !== undefined && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box
            component="img"
            src={svgDataUrl(qr.data)}
            alt={t('manage.feedback.qrAlt')}
            width={QR_SIZE}
            height={QR_SIZE}
            sx={{ bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
          <Box sx={{ minWidth: 0, flex: '1 1 180px' }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 1.5 }}>
              {link}
            </Typography>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              href={svgDataUrl(qr.data)}
              download={`feedback-qr-${businessId}.svg`}
            >
              {t('manage.download')}
            </Button>
          </Box>
        </Box>
      )}
    </OwnerPanel>
  );
}

/** Admins only (the server refuses others): turns the program on or off, saved at once. */
function FeedbackProgramSwitch({ businessId, feedbackEnabled }: Props) {
  const t = useT('manage');
  const program = useSetFeedbackProgram(businessId);
  // While saving, the switch shows the state asked for.
  const checked = program.isPending ? (program.variables ?? feedbackEnabled) : feedbackEnabled;
  return (
    <Box sx={{ mb: 1.5 }}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={program.isPending}
            onChange={(event) => program.mutate(event.target.checked)}
          />
        }
        label={t('manage.feedback.program')}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t(
          program.isPending
            ? 'manage.saving'
            : feedbackEnabled
              ? 'manage.feedback.programOn'
              : 'manage.feedback.programOff',
        )}
      </Typography>
      {program.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {program.error.message}
        </Alert>
      )}
    </Box>
  );
}

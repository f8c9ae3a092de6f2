// The "Report a problem" dialog: what it is about (the business or one of its dishes), a reason, a
// message, optionally the correct details and an address for the outcome; then a clear confirmation.
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Business } from '@menudex/contract/entities';
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import { REPORT_LIMITS, REPORT_REASONS, type ReportReason } from '@menudex/contract/reports';
import { BusyButton } from '../../../components/busy-button.tsx';
import { ClosableDialog } from '../../../components/closable-dialog.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useCreateReport } from '../api/create-report.ts';
import {
  EMPTY_SUGGESTION_FORM,
  suggestionFrom,
  type SuggestionForm,
} from '../utils/suggestion-rows.ts';

type Props = {
  open: boolean;
  business: Business;
  onClose: () => void;
};

const TITLE_ID = 'report-problem-title';
const BUSINESS_TARGET = 'business';

/** Each reason's words (REPORT_REASON_LABELS in English). */
const REASON_KEYS: Record<ReportReason, AreaMessageKey<'account'>> = {
  'wrong-info': 'account.report.reason.wrongInfo',
  closed: 'account.report.reason.closed',
  illegal: 'account.report.reason.illegal',
  spam: 'account.report.reason.spam',
  other: 'account.report.reason.other',
};

export function ReportDialog({ open, business, onClose }: Props) {
  const t = useT('account');
  return (
    <ClosableDialog
      open={open}
      onClose={onClose}
      titleId={TITLE_ID}
      title={t('account.report.title')}
      maxWidth="sm"
    >
      {/* Each opening starts with an empty form. */}
      <ReportForm business={business} onClose={onClose} />
    </ClosableDialog>
  );
}

function ReportForm({ business, onClose }: { business: Business; onClose: () => void }) {
  const t = useT('account');
  const ids = useId();
  const create = useCreateReport();
  const [target, setTarget] = useState(BUSINESS_TARGET);
  const [reason, setReason] = useState<ReportReason>('wrong-info');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [fields, setFields] = useState<SuggestionForm>(EMPTY_SUGGESTION_FORM);
  const onBusiness = target === BUSINESS_TARGET;
  const suggests = onBusiness && reason === 'wrong-info';
  const reasons = REPORT_REASONS.filter((r) => onBusiness || r !== 'closed');

  if (create.isSuccess) {
    return (
      <>
        <DialogContent>
          <Alert severity="success" role="status">
            {t(email.trim() ? 'account.report.sentWithEmail' : 'account.report.sent')}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {t('account.close')}
          </Button>
        </DialogActions>
      </>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const suggestion = suggests ? suggestionFrom(fields) : undefined;
    create.mutate({
      target: onBusiness ? { kind: 'business', id: business._id } : { kind: 'item', id: target },
      reason,
      message,
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(suggestion ? { suggestion } : {}),
    });
  };
  const field = (key: keyof SuggestionForm, label: string, current: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={fields[key]}
      onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
      placeholder={current}
      size="small"
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          select
          label={t('account.report.about')}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value={BUSINESS_TARGET}>
            {business.name || t('account.report.thisBusiness')}
          </option>
          {business.lists.map((list) => (
            <optgroup key={list._id} label={list.name}>
              {list.items.map((item) => (
                <option key={item._id} value={item._id}>
                  {item.name}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
        <FormControl>
          <FormLabel id={`${ids}-reason`}>{t('account.report.reason')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${ids}-reason`}
            value={reasons.includes(reason) ? reason : 'wrong-info'}
            onChange={(e) => setReason(e.target.value as ReportReason)}
          >
            {reasons.map((r) => (
              <FormControlLabel
                key={r}
                value={r}
                control={<Radio size="small" />}
                label={t(REASON_KEYS[r])}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={t('account.report.message')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={3}
          required
          helperText={`${message.length} / ${REPORT_LIMITS.messageMaxLength}`}
          slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.messageMaxLength } }}
        />
        {suggests && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {t('account.report.suggest')}
            </Typography>
            {field('phone', t('account.report.phone'), business.displayPhone, 'tel')}
            {field('name', t('account.report.name'), business.name)}
            {field('website', t('account.report.website'), business.website, 'url')}
            {field('email', t('account.report.businessEmail'), business.email, 'email')}
            {field('address1', t('account.report.address'), business.location.address1)}
            {field('city', t('account.report.city'), business.location.city)}
          </Box>
        )}
        <TextField
          label={t('account.report.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          helperText={t('account.report.emailHelp')}
          size="small"
        />
        {create.isError && <Alert severity="error">{create.error.message}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('account.cancel')}
        </Button>
        <BusyButton
          type="submit"
          variant="contained"
          busy={create.isPending}
          disabled={!message.trim()}
        >
          {t('account.report.send')}
        </BusyButton>
      </DialogActions>
    </Box>
  );
}

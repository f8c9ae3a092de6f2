// The Account section of /profile: a notice while the e-mail is unverified (with a button that sends
// a new link), Change password (other sessions end, this one stays), Download my data, and Delete
// account (confirmed, with the password when the account has one).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@menudex/contract/constants';
import type { Profile } from '@menudex/contract/entities';
import { newPasswordSchema } from '@menudex/contract/user';
import { modalPaperSx } from '../../../components/modal-paper.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { ruleText } from '../../../lib/account-rules.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { DownloadMyData } from './download-my-data.tsx';

type Props = {
  profile: Profile;
  /** After the account is gone: the app signs out (clears storage, reloads). */
  onDeleted: () => void;
};

export function AccountSettings({ profile, onDeleted }: Props) {
  return (
    <Stack spacing={4} sx={{ maxWidth: 560 }}>
      <ChangePassword hasPassword={profile.hasPassword} />
      <DownloadMyData />
      <DeleteAccount hasPassword={profile.hasPassword} onDeleted={onDeleted} />
    </Stack>
  );
}

/** Shown at the top of the profile while the address is unverified and the server sends mail. */
export function UnverifiedNotice({ profile }: { profile: Profile }) {
  const mail = Boolean(useRuntimeConfig().data?.auth.email.mail);
  if (!profile.email || profile.emailVerified || !mail) return null;
  return <UnverifiedAlert email={profile.email} />;
}

function UnverifiedAlert({ email }: { email: string }) {
  const t = useT('account');
  const resend = useResendVerification();
  return (
    <Alert
      severity="warning"
      data-testid="unverified-notice"
      action={
        !resend.isSuccess && (
          <Button
            color="inherit"
            size="small"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
          >
            {t('account.unverified.resend')}
          </Button>
        )
      }
    >
      {t('account.unverified.text', { email })}
      {resend.isSuccess && <Box sx={{ mt: 1 }}>{resend.data.message}.</Box>}
      {resend.isError && <Box sx={{ mt: 1 }}>{resend.error.message}</Box>}
    </Alert>
  );
}

function ChangePassword({ hasPassword }: { hasPassword: boolean }) {
  const t = useT('account');
  const locale = useLocale();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const parsed = newPasswordSchema.safeParse(next);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setFieldError(message === undefined ? null : ruleText(message, t, locale));
      return;
    }
    setFieldError(null);
    change.mutate(
      { ...(hasPassword ? { currentPassword: current } : {}), newPassword: parsed.data },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setDone(true);
        },
      },
    );
  };

  const title = t(hasPassword ? 'account.password.change' : 'account.password.set');
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={title}>
      <Typography variant="h3" component="h3" sx={{ mb: 1.5, fontSize: '1.15rem' }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        {done && (
          <Alert severity="success" role="status">
            {t('account.password.changed')}
          </Alert>
        )}
        {change.isError && <Alert severity="error">{change.error.message}</Alert>}
        {hasPassword && (
          <PasswordField
            label={t('account.password.current')}
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
          />
        )}
        <PasswordField
          label={t('account.newPassword')}
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          error={Boolean(fieldError)}
          helperText={
            fieldError ??
            t('account.passwordHint', {
              count: LIMITS.passwordMinLength,
              n: formatCount(LIMITS.passwordMinLength, locale),
            })
          }
        />
        <Button
          type="submit"
          variant="contained"
          disabled={change.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {title}
        </Button>
      </Stack>
    </Box>
  );
}

function DeleteAccount({
  hasPassword,
  onDeleted,
}: {
  hasPassword: boolean;
  onDeleted: () => void;
}) {
  const t = useT('account');
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(hasPassword ? { password } : {}, { onSuccess: onDeleted });
  };

  return (
    <Box>
      <Typography variant="h3" component="h3" sx={{ mb: 1, fontSize: '1.15rem' }}>
        {t('account.delete.button')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('account.delete.warning')}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('account.delete.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="delete-account-title"
        slotProps={{ paper: { sx: modalPaperSx } }}
      >
        <Box component="form" noValidate onSubmit={confirm}>
          <DialogTitle id="delete-account-title">{t('account.delete.confirmTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 0.5 }}>
              {remove.isError && <Alert severity="error">{remove.error.message}</Alert>}
              <Typography>{t('account.delete.confirmText')}</Typography>
              {hasPassword && (
                <PasswordField
                  label={t('account.password')}
                  autoComplete="current-password"
                  value={password}
                  onChange={setPassword}
                />
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('account.cancel')}</Button>
            <Button type="submit" color="error" variant="contained" disabled={remove.isPending}>
              {t('account.delete.button')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Box>
  );
}

// /reset-password#token=…: where the reset link lands. The page checks the link first: a link that
// was used, has expired or was never ours says so at once and offers a new one right there. The new
// password is checked by the shared rule; on success every session of the account has ended, so the
// page offers to sign in.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@menudex/contract/constants';
import { forgotPasswordRequestSchema, newPasswordSchema, USER_TEXTS } from '@menudex/contract/user';
import { PasswordField } from '../../../components/password-field.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ruleText } from '../../../lib/account-rules.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';
import { openSignIn } from '../../../lib/sign-in-modal.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useCheckResetLink } from '../api/check-reset-link.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { takeLinkToken } from './link-token.ts';

/**
 * Why the server refused the link (unknown, used, expired: 400 or 410, its message in the page's
 * language, docs/decisions/054); null for any other failure. The password's own rules are checked
 * here before it is sent, so a 400 on sending it is the link's.
 */
const refusal = (err: unknown): string | null =>
  err instanceof ApiError && (err.status === 400 || err.status === 410) ? err.message : null;

export function ResetPasswordPage() {
  const t = useT('account');
  const locale = useLocale();
  useDocumentTitle(t('account.reset.title'));
  const [token] = useState(takeLinkToken);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const check = useCheckResetLink(token);
  const reset = useResetPassword();
  const signedIn = useSession((s) => Boolean(s.auth.token));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) {
      setFieldError(
        ruleText(parsed.error.issues[0]?.message ?? USER_TEXTS.passwordTooShort, t, locale),
      );
      return;
    }
    setFieldError(null);
    reset.mutate({ token, password: parsed.data });
  };

  // The link no longer works: found on opening, or when the password was sent (used meanwhile).
  const deadReason = token
    ? (refusal(check.error) ?? refusal(reset.error))
    : t('account.linkInvalid');

  let body;
  if (reset.isSuccess) {
    body = (
      <>
        <Alert severity="success" role="status">
          {t('account.reset.done', { message: reset.data.message })}
        </Alert>
        {!signedIn && (
          <Button variant="contained" onClick={openSignIn} sx={{ alignSelf: 'flex-start' }}>
            {t('auth.signIn')}
          </Button>
        )}
      </>
    );
  } else if (deadReason) {
    body = <AskForNewLink reason={deadReason} />;
  } else if (check.isPending) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('account.checkingLink')}</Typography>
      </Box>
    );
  } else {
    body = (
      <>
        {/* The check could not reach the server: the form stays, the reset itself will tell. */}
        {check.isError && <Alert severity="warning">{check.error.message}</Alert>}
        {reset.isError && <Alert severity="error">{reset.error.message}</Alert>}
        <Box component="form" noValidate onSubmit={submit} aria-label={t('account.reset.title')}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <PasswordField
              label={t('account.newPassword')}
              name="new-password"
              autoComplete="new-password"
              required
              fullWidth
              value={password}
              onChange={setPassword}
              error={Boolean(fieldError)}
              helperText={
                fieldError ??
                t('account.passwordHint', {
                  count: LIMITS.passwordMinLength,
                  n: formatCount(LIMITS.passwordMinLength, locale),
                })
              }
            />
            <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
              {t('account.reset.submit')}
            </Button>
          </Box>
        </Box>
      </>
    );
  }

  return (
    <Box
      sx={{ maxWidth: 480, mx: 'auto', mt: 6, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Typography variant="h1">{t('account.reset.title')}</Typography>
      {body}
    </Box>
  );
}

/** The link is dead: why, and a form that mails a new one to the account's address. */
function AskForNewLink({ reason }: { reason: string }) {
  const t = useT('account');
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const forgot = useForgotPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(
        ruleText(parsed.error.issues[0]?.message ?? USER_TEXTS.emailInvalid, t, locale),
      );
      return;
    }
    setFieldError(null);
    forgot.mutate(parsed.data);
  };

  return (
    <>
      <Alert severity="warning">
        <AlertTitle>{t('account.reset.linkDead')}</AlertTitle>
        {reason}
      </Alert>
      {forgot.isSuccess ? (
        <Alert severity="success" role="status">
          {forgot.data.message}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={t('account.reset.askForNewLink')}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography>{t('account.reset.askAgain')}</Typography>
            {forgot.isError && <Alert severity="error">{forgot.error.message}</Alert>}
            <TextField
              label={t('account.emailAddress')}
              name="email"
              type="email"
              autoComplete="email"
              required
              fullWidth
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(fieldError)}
              helperText={fieldError}
            />
            <Button type="submit" variant="contained" size="large" disabled={forgot.isPending}>
              {t('account.reset.sendNewLink')}
            </Button>
          </Box>
        </Box>
      )}
    </>
  );
}

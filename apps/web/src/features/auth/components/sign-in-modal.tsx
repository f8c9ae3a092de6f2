// The sign-in modal (specification section 2): title, Continue with Facebook, an 'or' divider, the
// e-mail form (User Name, Email Address, Password, Sign Up, 'Already have an account? Sign in'), and
// the Google sign-in block. Providers appear only when the server has them configured; every failure
// is shown in the modal, a provider script that cannot load included. When the server sends mail,
// Sign In offers 'Forgot password?', which asks for a reset link. A new account is signed in at once;
// the dialog then says so, and where the e-mail confirming the address went, before the page reloads.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { LIMITS } from '@menudex/contract/constants';
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  signupRequestSchema,
  type AuthResponse,
} from '@menudex/contract/user';
import { modalPaperSx } from '../../../components/modal-paper.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { ruleText } from '../../../lib/account-rules.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';
import { writeToken } from '../../../lib/local-storage.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useFacebookLogin } from '../api/login-facebook.ts';
import { useGoogleLogin } from '../api/login-google.ts';
import { useLogin } from '../api/login.ts';
import { useSignup } from '../api/signup.ts';
import { completeSignIn } from '../utils/session.ts';
import { FacebookSignIn } from './facebook-sign-in.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';

type Mode = 'signup' | 'signin' | 'forgot';
type Field = 'name' | 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/** Each mode's title (and its form's submit button). */
const TITLES = {
  signup: 'account.signIn.signUp',
  signin: 'account.signIn.signIn',
  forgot: 'account.signIn.reset',
} as const satisfies Record<Mode, AreaMessageKey<'account'>>;

/** A provider's failure: the server's own words for a clash (409), the general text otherwise. */
function providerMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && (err.status === 409 || err.status === 429)
    ? err.message
    : fallback;
}

type Props = { open: boolean; onClose: () => void };

export function SignInModal({ open, onClose }: Props) {
  const t = useT('account');
  const locale = useLocale();
  const config = useRuntimeConfig().data;
  const [mode, setMode] = useState<Mode>('signup');
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The new account: its token is stored at once (a closed tab stays signed in); the page reloads
  // as signed in when the confirmation is closed.
  const [signedUp, setSignedUp] = useState<AuthResponse | null>(null);

  const signup = useSignup((response) => {
    writeToken(response.token);
    setSignedUp(response);
  });
  const login = useLogin(completeSignIn);
  const google = useGoogleLogin(completeSignIn);
  const facebook = useFacebookLogin(completeSignIn);
  const forgot = useForgotPassword();
  const busy =
    signup.isPending ||
    login.isPending ||
    google.isPending ||
    facebook.isPending ||
    forgot.isPending;

  const fail = (message: string, err: unknown) => {
    console.error(err);
    setError(message);
  };

  const showFieldErrors = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
    const errors: FieldErrors = {};
    for (const issue of issues) {
      errors[issue.path[0] as Field] ??= ruleText(issue.message, t, locale);
    }
    setFieldErrors(errors);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    const onError = (err: unknown) =>
      fail(err instanceof Error ? err.message : t('account.somethingWrongTryAgain'), err);
    if (mode === 'forgot') {
      const parsed = forgotPasswordRequestSchema.safeParse({ email: values.email });
      if (!parsed.success) return showFieldErrors(parsed.error.issues);
      setFieldErrors({});
      forgot.mutate(parsed.data, { onError, onSuccess: ({ message }) => setNotice(message) });
    } else if (mode === 'signup') {
      const parsed = signupRequestSchema.safeParse(values);
      if (!parsed.success) return showFieldErrors(parsed.error.issues);
      setFieldErrors({});
      signup.mutate(parsed.data, { onError });
    } else {
      const parsed = loginRequestSchema.safeParse({
        email: values.email,
        password: values.password,
      });
      if (!parsed.success) return showFieldErrors(parsed.error.issues);
      setFieldErrors({});
      login.mutate(parsed.data, { onError });
    }
  };

  const goTo = (next: Mode) => {
    setMode(next);
    setFieldErrors({});
    setError(null);
    setNotice(null);
  };
  const switchMode = () => goTo(mode === 'signup' ? 'signin' : 'signup');

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onGoogle = (credential: string) => {
    setError(null);
    google.mutate(credential, {
      onError: (err) => fail(providerMessage(err, t('account.signIn.googleFailed')), err),
    });
  };
  const onFacebook = (accessToken: string) => {
    setError(null);
    facebook.mutate(accessToken, {
      onError: (err) => fail(providerMessage(err, t('account.signIn.facebookFailed')), err),
    });
  };

  const title = t(TITLES[mode]);
  const forgotting = mode === 'forgot';
  const googleClientId =
    config?.auth.google.enabled && !forgotting ? config.auth.google.clientId : null;
  const facebookAppId =
    config?.auth.facebook.enabled && !forgotting ? config.auth.facebook.appId : null;
  const canReset = Boolean(config?.auth.email.mail);

  if (signedUp) {
    return (
      <SignedUpDialog
        email={signedUp.user.email ?? values.email}
        delivery={config?.auth.email.mail ? (config.auth.email.delivery ?? 'smtp') : null}
        onDone={() => completeSignIn(signedUp)}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="sign-in-title"
      slotProps={{ paper: { sx: modalPaperSx } }}
    >
      <DialogTitle id="sign-in-title" component="h2" variant="h2" sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={t('account.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 10 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0.5 }}>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {notice && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
        {forgotting && !notice && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('account.signIn.resetIntro')}
          </Typography>
        )}
        {facebookAppId && (
          <FacebookSignIn appId={facebookAppId} disabled={busy} onAccessToken={onFacebook} />
        )}
        <Box component="form" noValidate onSubmit={submit} aria-label={title}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {mode === 'signup' && (
              <TextField
                label={t('account.signIn.userName')}
                name="name"
                autoComplete="name"
                required
                fullWidth
                value={values.name}
                onChange={change('name')}
                error={Boolean(fieldErrors.name)}
                helperText={fieldErrors.name}
                slotProps={{ htmlInput: { maxLength: LIMITS.userNameMaxLength } }}
              />
            )}
            <TextField
              label={t('account.emailAddress')}
              name="email"
              type="email"
              autoComplete="email"
              required
              fullWidth
              value={values.email}
              onChange={change('email')}
              error={Boolean(fieldErrors.email)}
              helperText={fieldErrors.email}
            />
            {!forgotting && (
              <PasswordField
                label={t('account.password')}
                name="password"
                autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                required
                fullWidth
                value={values.password}
                onChange={(password) => setValues((v) => ({ ...v, password }))}
                error={Boolean(fieldErrors.password)}
                helperText={
                  fieldErrors.password ??
                  (mode === 'signup'
                    ? t('account.passwordHint', {
                        count: LIMITS.passwordMinLength,
                        n: formatCount(LIMITS.passwordMinLength, locale),
                      })
                    : undefined)
                }
              />
            )}
            {mode === 'signin' && canReset && (
              <Link
                component="button"
                type="button"
                variant="body2"
                onClick={() => goTo('forgot')}
                sx={{ alignSelf: 'flex-start', mt: '8px !important' }}
              >
                {t('account.signIn.forgotPassword')}
              </Link>
            )}
            <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
              {forgotting ? t('account.signIn.sendResetLink') : title}
            </Button>
            {forgotting ? (
              <Link
                component="button"
                type="button"
                variant="body2"
                onClick={() => goTo('signin')}
                sx={{ alignSelf: 'flex-end' }}
              >
                {t('account.signIn.backToSignIn')}
              </Link>
            ) : (
              <Link
                component="button"
                type="button"
                variant="body2"
                onClick={switchMode}
                sx={{ alignSelf: 'flex-end' }}
              >
                {mode === 'signup'
                  ? t('account.signIn.haveAccount')
                  : t('account.signIn.noAccount')}
              </Link>
            )}
          </Stack>
        </Box>
        {googleClientId && <GoogleSignIn clientId={googleClientId} onCredential={onGoogle} />}
      </DialogContent>
    </Dialog>
  );
}

/**
 * After sign-up: the account is usable at once. When the server sends mail, a link to confirm the
 * address went to it (sign-up mails it); a demo server without SMTP writes it to its log instead.
 * Confirming is what claiming a business needs.
 */
function SignedUpDialog(props: {
  email: string;
  delivery: 'smtp' | 'log' | null;
  onDone: () => void;
}) {
  const { email, delivery, onDone } = props;
  const t = useT('account');
  const later = t('account.signedUp.later');
  const address = { email: <strong>{email}</strong> };
  return (
    <Dialog
      open
      onClose={onDone}
      aria-labelledby="signed-up-title"
      aria-describedby="signed-up-text"
      slotProps={{ paper: { sx: modalPaperSx } }}
    >
      <DialogTitle id="signed-up-title" component="h2" variant="h2" sx={{ pr: 6 }}>
        {t('account.signedUp.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('account.close')}
        onClick={onDone}
        sx={{ position: 'absolute', right: 8, top: 10 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0.5 }}>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('account.signedUp.ready')}
          </Alert>
          {delivery === 'smtp' ? (
            <Typography id="signed-up-text">
              {richText(t, 'account.signedUp.mailed', address)} {later}
            </Typography>
          ) : delivery === 'log' ? (
            <Typography id="signed-up-text">
              {richText(t, 'account.signedUp.logged', address)} {later}
            </Typography>
          ) : (
            <Typography id="signed-up-text">
              {richText(t, 'account.signedUp.noMail', address)}
            </Typography>
          )}
          <Button variant="contained" size="large" fullWidth onClick={onDone} autoFocus>
            {t('account.continue')}
          </Button>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

// /reset-password#token=…: where the reset link lands. The new password is checked by the shared
// rule; on success every session of the account has ended, so the page offers to sign in.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@menudex/contract/constants';
import { newPasswordSchema, USER_TEXTS } from '@menudex/contract/user';
import { PasswordField } from '../../../components/password-field.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { openSignIn } from '../../../lib/sign-in-modal.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { takeLinkToken } from './link-token.ts';

export function ResetPasswordPage() {
  useDocumentTitle('Set a new password');
  const [token] = useState(takeLinkToken);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const reset = useResetPassword();
  const signedIn = useSession((s) => Boolean(s.auth.token));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? USER_TEXTS.passwordTooShort);
      return;
    }
    setFieldError(null);
    reset.mutate({ token, password: parsed.data });
  };

  return (
    <Box
      sx={{ maxWidth: 480, mx: 'auto', mt: 6, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Typography variant="h1">Set a new password</Typography>
      {!token && <Alert severity="error">{USER_TEXTS.linkInvalid}</Alert>}
      {reset.isError && <Alert severity="error">{reset.error.message}</Alert>}
      {reset.isSuccess ? (
        <>
          <Alert severity="success" role="status">
            {reset.data.message}. Sign in with your new password.
          </Alert>
          {!signedIn && (
            <Button variant="contained" onClick={openSignIn} sx={{ alignSelf: 'flex-start' }}>
              Sign In
            </Button>
          )}
        </>
      ) : (
        token && (
          <Box component="form" noValidate onSubmit={submit} aria-label="Set a new password">
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <PasswordField
                label="New password"
                name="new-password"
                autoComplete="new-password"
                required
                fullWidth
                value={password}
                onChange={setPassword}
                error={Boolean(fieldError)}
                helperText={fieldError ?? `At least ${LIMITS.passwordMinLength} characters`}
              />
              <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
                Set new password
              </Button>
            </Box>
          </Box>
        )
      )}
    </Box>
  );
}

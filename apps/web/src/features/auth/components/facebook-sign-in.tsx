// 'Continue with Facebook' and the 'or' divider under it, shown once the Facebook SDK has loaded;
// if it cannot load (an ad blocker, a network that blocks Facebook), a note says so and points to the
// e-mail form instead.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FacebookIcon from '@mui/icons-material/Facebook';
import { useT } from '../../../lib/i18n.tsx';
import { loadFacebook, type FacebookSdk } from '../utils/identity-sdks.ts';

type Props = {
  appId: string;
  disabled: boolean;
  onAccessToken: (accessToken: string) => void;
};

export function FacebookSignIn({ appId, disabled, onAccessToken }: Props) {
  const t = useT('account');
  const [sdk, setSdk] = useState<FacebookSdk | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadFacebook(appId)
      .then((fb) => {
        if (!cancelled) setSdk(fb);
      })
      .catch((err: unknown) => {
        console.error(err);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [appId]);

  if (failed) {
    return (
      <Alert severity="info" data-testid="facebook-unavailable" sx={{ mb: 2 }}>
        {t('account.signIn.facebookUnavailable')}
      </Alert>
    );
  }
  // FB.login must run inside the click itself, or browsers block its pop-up.
  const signIn = () =>
    sdk?.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (token) onAccessToken(token);
      },
      { scope: 'public_profile,email' },
    );
  return (
    <>
      <Button
        fullWidth
        variant="contained"
        size="large"
        startIcon={<FacebookIcon />}
        onClick={signIn}
        disabled={disabled || !sdk}
        sx={{ bgcolor: '#1877f2', '&:hover': { bgcolor: '#166fe5' } }}
      >
        {t('account.signIn.continueWithFacebook')}
      </Button>
      <Divider sx={{ my: 2, color: 'text.secondary' }}>{t('account.signIn.or')}</Divider>
    </>
  );
}

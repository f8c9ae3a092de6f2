// The Google sign-in block (specification: a centred column with a top margin holding the button the
// Google identity script renders). If the script cannot load (an ad blocker, a network that blocks
// Google), the block says so and points to the e-mail form instead.
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { loadGoogle, PROVIDER_UNAVAILABLE } from '../utils/identity-sdks.ts';

type Props = {
  clientId: string;
  onCredential: (credential: string) => void;
};

export function GoogleSignIn({ clientId, onCredential }: Props) {
  const buttonRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The latest handler, without reloading Google when the parent re-renders.
  const handler = useRef(onCredential);
  useEffect(() => {
    handler.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogle(clientId, (credential) => handler.current(credential))
      .then((google) => {
        const target = buttonRef.current;
        if (cancelled || !target) return;
        // Google draws a fixed width: fit it to narrow modals (80vw on phones).
        const room = target.parentElement?.clientWidth ?? 0;
        google.renderButton(target, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'pill',
          width: room > 0 ? Math.min(260, room) : 260,
        });
      })
      .catch((err: unknown) => {
        console.error(err);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (failed) {
    return (
      <Alert severity="info" data-testid="google-unavailable" sx={{ mt: 3 }}>
        {PROVIDER_UNAVAILABLE.google}
      </Alert>
    );
  }
  return (
    <Box
      data-testid="google-sign-in"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mt: 3, minHeight: 44 }}
    >
      <div ref={buttonRef} />
    </Box>
  );
}

// The Google sign-in block (specification: a centred column with a top margin holding the button the
// Google identity script renders). If the script cannot load (an ad blocker, a network that blocks
// Google), the block says so and points to the e-mail form instead.
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { loadGoogle } from '../utils/identity-sdks.ts';

/** Which of Google's own wordings its button says ("Sign in with Google", in `locale`). */
const GOOGLE_WORDING = 'signin_with';

type Props = {
  clientId: string;
  onCredential: (credential: string) => void;
};

export function GoogleSignIn({ clientId, onCredential }: Props) {
  const t = useT('account');
  // Google writes its button's words itself: in the page's language, not the browser's.
  const locale = useLocale();
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
          text: GOOGLE_WORDING,
          locale,
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
  }, [clientId, locale]);

  if (failed) {
    return (
      <Alert severity="info" data-testid="google-unavailable" sx={{ mt: 3 }}>
        {t('account.signIn.googleUnavailable')}
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

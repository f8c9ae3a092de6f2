// /account/delete: how to delete a Menudex account and what goes with it, readable signed out (app
// stores ask for a public page). Signed in, it leads to the Delete account button of /profile.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { openSignIn } from '../../../lib/sign-in-modal.ts';
import { useSession } from '../../../lib/session-store.ts';

export function DeleteAccountPage() {
  useDocumentTitle('Delete your account');
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const contactEmail = useRuntimeConfig().data?.contactEmail;
  return (
    <Box
      component="article"
      sx={{ maxWidth: 640, mx: 'auto', mt: 6, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="h1">Delete your Menudex account</Typography>
      <Typography>You can delete your account yourself at any time:</Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <li>Sign in with the account you want to delete.</li>
        <li>
          Open <strong>Profile</strong> and go to the <strong>Account</strong> section.
        </li>
        <li>
          Press <strong>Delete account</strong> and confirm (with your password when the account has
          one).
        </li>
      </Box>
      <Typography>
        Your account is deleted at once and for good, with your likes and dislikes, favorites,
        claims, and your place as an owner of any business (the business listing itself stays in the
        directory). Before you delete it, you can keep a copy with <strong>Download my data</strong>{' '}
        in the same section.
      </Typography>
      {signedIn ? (
        <Button
          component={RouterLink}
          to="/profile"
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
        >
          Go to my profile
        </Button>
      ) : (
        <Button variant="contained" onClick={openSignIn} sx={{ alignSelf: 'flex-start' }}>
          Sign In
        </Button>
      )}
      {contactEmail && (
        <Typography color="text.secondary">
          Cannot sign in any more? Write to{' '}
          <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link> from the account's address and
          we delete it for you.
        </Typography>
      )}
    </Box>
  );
}

// /account/delete: how to delete a Menudex account and what goes with it, readable signed out (app
// stores ask for a public page). Signed in, it leads to the Delete account button of /profile.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { richText } from '../../../lib/rich-text.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { openSignIn } from '../../../lib/sign-in-modal.ts';
import { useSession } from '../../../lib/session-store.ts';

export function DeleteAccountPage() {
  const t = useT('account');
  useDocumentTitle(t('account.deletePage.tabTitle'));
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const contactEmail = useRuntimeConfig().data?.contactEmail;
  return (
    <Box
      component="article"
      sx={{ maxWidth: 640, mx: 'auto', mt: 6, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="h1">{t('account.deletePage.title')}</Typography>
      <Typography>{t('account.deletePage.intro')}</Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <li>{t('account.deletePage.step1')}</li>
        <li>
          {richText(t, 'account.deletePage.step2', {
            profile: <strong>{t('auth.profile')}</strong>,
            account: <strong>{t('account.profile.account')}</strong>,
          })}
        </li>
        <li>
          {richText(t, 'account.deletePage.step3', {
            deleteAccount: <strong>{t('account.delete.button')}</strong>,
          })}
        </li>
      </Box>
      <Typography>
        {richText(t, 'account.deletePage.what', {
          download: <strong>{t('account.download.button')}</strong>,
        })}
      </Typography>
      {signedIn ? (
        <Button
          component={RouterLink}
          to="/profile"
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('account.deletePage.goToProfile')}
        </Button>
      ) : (
        <Button variant="contained" onClick={openSignIn} sx={{ alignSelf: 'flex-start' }}>
          {t('auth.signIn')}
        </Button>
      )}
      {contactEmail && (
        <Typography color="text.secondary">
          {richText(t, 'account.deletePage.writeTo', {
            email: <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>,
          })}
        </Typography>
      )}
    </Box>
  );
}

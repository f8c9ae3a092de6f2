// A page that cannot show what was asked for ('Page Not Found!', 'Please Login ', 'Error'): the
// specification's text, and under it a way on (a link home, Sign In, Try again).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../lib/i18n.tsx';
import { openSignIn } from '../lib/sign-in-modal.ts';

type Props = {
  text: string;
  /** The heading level of the text: h1 where it is all the page has. */
  level?: 'h1' | 'h2';
  /** Announced as an alert (a failure), rather than read as the page's content. */
  alert?: boolean;
  children: ReactNode;
};

export function DeadEnd({ text, level = 'h1', alert, children }: Props) {
  return (
    <Box role={alert ? 'alert' : undefined} sx={{ textAlign: 'center', mt: 8 }}>
      <Typography variant={level} component={level === 'h1' ? 'h1' : 'p'} sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2 }}>{children}</Box>
    </Box>
  );
}

/** The way home from a page that does not exist. */
export function HomeLink() {
  const t = useT();
  return (
    <Button variant="contained" component={RouterLink} to="/the-list">
      {t('page.goToList')}
    </Button>
  );
}

/**
 * An admin's page to anyone else: the page's name as its h1 (visually hidden: the design shows
 * none), the specification's 'Please Login As Admin to Access', and a way on (Sign In when signed
 * out, home otherwise).
 */
export function AdminOnly({ title, signedIn }: { title: string; signedIn: boolean }) {
  const t = useT();
  return (
    <>
      <h1 className="mdx-visually-hidden">{title}</h1>
      <DeadEnd text={t('page.adminOnly')} level="h2">
        {signedIn ? (
          <HomeLink />
        ) : (
          <Button variant="contained" onClick={openSignIn}>
            {t('auth.signIn')}
          </Button>
        )}
      </DeadEnd>
    </>
  );
}

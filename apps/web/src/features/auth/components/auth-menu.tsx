// The account area of the top bar: a Sign In button for visitors, a user menu (Profile, Logout) once
// signed in. It loads the profile at startup and renders the sign-in modal any feature can open.
import { lazy, Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import PersonIcon from '@mui/icons-material/Person';
import { useT } from '../../../lib/i18n.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { closeSignIn, openSignIn, useSignInModal } from '../../../lib/sign-in-modal.ts';
import { useStartupProfile } from '../hooks/use-startup-profile.ts';

// The modal (form, validation, provider scripts) and the menu load on first use, not with every page.
const SignInModal = lazy(async () => ({
  default: (await import('./sign-in-modal.tsx')).SignInModal,
}));
const loadUserMenu = () => import('./user-menu.tsx');
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));

export function AuthMenu() {
  useStartupProfile();
  const token = useSession((s) => s.auth.token);
  const { open } = useSignInModal();
  const t = useT();
  return (
    <>
      {token ? (
        <UserMenuButton />
      ) : (
        <Button variant="contained" onClick={openSignIn} sx={{ flexShrink: 0 }}>
          {t('auth.signIn')}
        </Button>
      )}
      {open && !token && (
        <Suspense fallback={null}>
          <SignInModal open onClose={closeSignIn} />
        </Suspense>
      )}
    </>
  );
}

function UserMenuButton() {
  const user = useSession((s) => s.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const t = useT();
  const initial = user?.name.trim().charAt(0).toUpperCase();
  return (
    <>
      <IconButton
        aria-label={t('auth.accountMenu')}
        title={user?.name}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onPointerEnter={() => void loadUserMenu()}
        onFocus={() => void loadUserMenu()}
        onClick={(e) => {
          setUsed(true);
          setAnchor(e.currentTarget);
        }}
        sx={{ p: 0.5, flexShrink: 0 }}
      >
        {/* A span: a button holds phrasing content only (the W3C checker), and MUI's is a div. */}
        <Avatar
          component="span"
          sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: '1rem' }}
        >
          {initial || <PersonIcon />}
        </Avatar>
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <UserMenu anchor={anchor} user={user} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

// The signed-in user's menu (Profile, Logout): its own chunk, loaded when first wanted, so the menu
// machinery is not in every visitor's first download.
import { useNavigate } from 'react-router';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import TranslateIcon from '@mui/icons-material/Translate';
import type { Profile } from '@menudex/contract/entities';
import { useOtherLanguages } from '../../../components/language-switcher.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { logout } from '../utils/session.ts';

type Props = {
  anchor: HTMLElement | null;
  user: Profile | null;
  onClose: () => void;
};

export function UserMenu({ anchor, user, onClose }: Props) {
  const navigate = useNavigate();
  const t = useT();
  const languages = useOtherLanguages();
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {user && (
        <Typography
          component="li"
          aria-hidden
          variant="body2"
          color="text.secondary"
          noWrap
          sx={{ px: 2, py: 1, maxWidth: 280 }}
        >
          {user.name}
          {user.email ? ` · ${user.email}` : ''}
        </Typography>
      )}
      {user && <Divider component="li" aria-hidden />}
      <MenuItem
        onClick={() => {
          onClose();
          void navigate('/profile');
        }}
      >
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        {t('auth.profile')}
      </MenuItem>
      {/* The page in each other language (components/language-switcher.tsx), named in it. */}
      {languages.map(({ locale, name, href }) => (
        <MenuItem key={locale} component="a" href={href} hrefLang={locale} lang={locale}>
          <ListItemIcon>
            <TranslateIcon fontSize="small" />
          </ListItemIcon>
          {name}
        </MenuItem>
      ))}
      <MenuItem onClick={logout}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('auth.logout')}
      </MenuItem>
    </Menu>
  );
}

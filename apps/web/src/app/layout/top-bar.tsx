// The top bar: logo, search box (top row above 700 px, second row at 700 px and below), navigation,
// and the account area; a hamburger menu repeats the navigation on narrow screens.
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { BREAKPOINTS } from '@menudex/contract/constants';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { useT } from '../../lib/i18n.tsx';
import { AuthMenu } from '../../features/auth/components/auth-menu.tsx';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { useNavEntries } from './nav-entries.ts';
import { BrandMark } from './brand-mark.tsx';
import { HydrateLater } from '../../lib/hydrate-in-turns.tsx';

// One box, placed by CSS: at 700 px and below it wraps to a row of its own under the logo. CSS, not
// a media query read in JavaScript, so the server's HTML (which knows no width) is right on a phone
// from the first paint and hydrates as it is (docs/decisions/023). One condition, so exactly one
// placement holds at every width (between 700 and 701 px, where zoom lands, too).
export const SEARCH_IN_SECOND_ROW = `@media (max-width: ${BREAKPOINTS.searchBoxRow}px)`;

const loadNavMenu = () => import('./nav-menu.tsx');
const NavMenu = lazy(async () => ({ default: (await loadNavMenu()).NavMenu }));

// Its parts hydrate in turns on a server-rendered page (docs/decisions/035): as one part the top bar
// was the longest of them (about 60 ms at a phone's speed).
export function TopBar() {
  const entries = useNavEntries();
  const t = useT();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ columnGap: { xs: 1, sm: 2 }, rowGap: 0, minHeight: 64, flexWrap: 'wrap' }}>
        <HydrateLater>
          <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
            <IconButton
              aria-label={t('layout.openNavigation')}
              aria-haspopup="menu"
              aria-expanded={Boolean(menuAnchor)}
              onPointerEnter={() => void loadNavMenu()}
              onFocus={() => void loadNavMenu()}
              onClick={(e) => {
                setMenuUsed(true);
                setMenuAnchor(e.currentTarget);
              }}
              edge="start"
            >
              <MenuIcon />
            </IconButton>
            {menuUsed && (
              <Suspense fallback={null}>
                <NavMenu
                  anchor={menuAnchor}
                  entries={entries}
                  onClose={() => setMenuAnchor(null)}
                />
              </Suspense>
            )}
          </Box>
        </HydrateLater>
        <HydrateLater>
          <Typography
            component={RouterLink}
            to="/"
            aria-label={t('layout.home')}
            sx={{
              fontWeight: 800,
              fontSize: '1.35rem',
              color: 'primary.main',
              textDecoration: 'none',
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              flexShrink: 0,
            }}
          >
            <BrandMark size={30} />
            Menudex
          </Typography>
        </HydrateLater>
        <HydrateLater>
          <Box
            data-testid="search-slot"
            sx={{
              flexGrow: 1,
              maxWidth: 520,
              [SEARCH_IN_SECOND_ROW]: { order: 1, flexBasis: '100%', maxWidth: 'none', pb: 1.5 },
            }}
          >
            <SearchBox />
          </Box>
        </HydrateLater>
        <HydrateLater>
          <Box
            component="nav"
            aria-label={t('layout.mainNavigation')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 'auto' }}
          >
            {entries.map((entry) => (
              <Button
                key={entry.to}
                component={NavLink}
                to={entry.to}
                color="inherit"
                sx={{ whiteSpace: 'nowrap', '&.active': { color: 'primary.main' } }}
              >
                {entry.label}
              </Button>
            ))}
          </Box>
        </HydrateLater>
        {/* Below 700 px nothing grows in the first row: the account area keeps to the right. */}
        <HydrateLater>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              [SEARCH_IN_SECOND_ROW]: { ml: 'auto' },
            }}
          >
            <LanguageSwitcher />
            <AuthMenu />
          </Box>
        </HydrateLater>
      </Toolbar>
    </AppBar>
  );
}

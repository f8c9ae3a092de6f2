// Every page: the skip link, the top bar, the page (<main>), and the fixed footer with its 80 px
// spacer.
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SIZES } from '@menudex/contract/constants';
import { FullPageSpinner } from '../../components/full-page-spinner.tsx';
import { MAIN_ID, restoreFocusAfterReload } from '../../lib/focus-return.ts';
import { HydrateLater } from '../../lib/hydrate-in-turns.tsx';
import { useNotice } from '../../lib/notice.ts';
import { Footer } from './footer.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

// The snackbar (and MUI's Snackbar with its transition) loads only once there is something to say,
// so a first visit does not pay for it (The List's 120 KB budget).
const NoticeSnackbar = lazy(async () => ({
  default: (await import('../../components/notice-snackbar.tsx')).NoticeSnackbar,
}));

function Notices() {
  const notice = useNotice();
  return notice ? (
    <Suspense fallback={null}>
      <NoticeSnackbar />
    </Suspense>
  ) : null;
}

export function RootLayout() {
  // After signing in (a reload), focus returns to the control that opened the dialog.
  useEffect(() => restoreFocusAfterReload(), []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <ScrollToTop />
      <TopBar />
      {/* tabIndex -1: the skip link (and a page that lost its focused control) can move focus here. */}
      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        maxWidth="xl"
        sx={{ flexGrow: 1, py: 3 }}
      >
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
      <Box aria-hidden sx={{ height: SIZES.footerSpacerPx }} />
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <Notices />
    </Box>
  );
}

// Every page: the top bar, the page, and the fixed footer with its 80 px spacer.
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SIZES } from '@menudex/contract/constants';
import { FullPageSpinner } from '../../components/full-page-spinner.tsx';
import { HydrateLater } from '../../lib/hydrate-in-turns.tsx';
import { useNotice } from '../../lib/notice.ts';
import { Footer } from './footer.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
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
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <TopBar />
      <Container component="main" maxWidth="xl" sx={{ flexGrow: 1, py: 3 }}>
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

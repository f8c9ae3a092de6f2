// Every page: the top bar, the page, and the fixed footer with its 80 px spacer.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SIZES } from '@menudex/contract/constants';
import { FullPageSpinner } from '../../components/full-page-spinner.tsx';
import { Footer } from './footer.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { TopBar } from './top-bar.tsx';

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
      <Footer />
    </Box>
  );
}

// "Skip to content": the first thing Tab reaches on every page, shown only while it has focus; it
// moves focus to <main>, past the top bar's search and navigation (WCAG 2.4.1, bypass blocks).
import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { focusMain, MAIN_ID } from '../../lib/focus-return.ts';
import { useT } from '../../lib/i18n.tsx';

export function SkipLink() {
  const t = useT();
  return (
    <Box
      component="a"
      // Before the app has started (a server-rendered page), the browser's own jump does the same.
      href={`#${MAIN_ID}`}
      // Handled here, not by the browser: no '#main' in the address for the router to read.
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        focusMain();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        textDecoration: 'underline',
        boxShadow: 3,
        // Off screen until focused; still read out and still the first stop for Tab.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('layout.skipToContent')}
    </Box>
  );
}

// The look of Menudex: warm food colours, system fonts (nothing loaded from the network).
import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS, SIZES } from '@menudex/contract/constants';

const PRIMARY = '#b5351f';

/**
 * The keyboard focus ring (docs/architecture.md, "Keyboard focus"): 2 px in the primary colour, 5.9:1
 * against white and 5.5:1 against the page's background, outside the element so that it never sits
 * on the element's own fill (a contained button, a selected chip).
 */
export const FOCUS_RING = { outline: `2px solid ${PRIMARY}`, outlineOffset: 2 } as const;

/** The sticky top bar's height (one row from 700 px up, two rows below; theme spacing aside). */
export const TOP_BAR_CLEARANCE = { oneRow: 88, twoRows: 136 } as const;

export const theme = createTheme({
  palette: {
    primary: { main: PRIMARY },
    secondary: { main: '#2f6b3a' },
    background: { default: '#faf7f2', paper: '#ffffff' },
    text: { primary: '#2a211b', secondary: '#5f544b' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.2rem', fontWeight: 700 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.3rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiTooltip: { defaultProps: { enterDelay: 100 } },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    // The focus ring says where the keyboard is; MUI's pulsing focus ripple on top of it blurred it.
    MuiButton: { defaultProps: { disableFocusRipple: true } },
    MuiIconButton: { defaultProps: { disableFocusRipple: true } },
    MuiToggleButton: { defaultProps: { disableFocusRipple: true } },
    MuiCssBaseline: {
      styleOverrides: {
        // A control reached by Tab or moved to by script scrolls clear of the sticky top bar.
        // The fixed footer covers the last 80 px: the same for a control scrolled up into view.
        html: {
          scrollPaddingBottom: SIZES.footerSpacerPx,
          scrollPaddingTop: TOP_BAR_CLEARANCE.twoRows,
          [`@media (min-width: ${BREAKPOINTS.searchBoxRow + 1}px)`]: {
            scrollPaddingTop: TOP_BAR_CLEARANCE.oneRow,
          },
        },
        // Every control shows where the keyboard is. `html` in front outweighs the `outline: 0` of
        // MUI's ButtonBase and of the static card styles (one class each).
        'html :focus-visible': FOCUS_RING,
        // A card's body is a button inside a card that clips it: the ring goes around the card.
        'html .mdx-action-area:focus-visible': { outline: 'none' },
        'html .mdx-card:has(> .mdx-action-area:focus-visible)': FOCUS_RING,
        // Menu items fill a list that clips what is outside it: their ring goes inside.
        'html :is(.MuiMenuItem-root, .MuiListItemButton-root):focus-visible': { outlineOffset: -2 },
        // On the dark snackbar, a white ring (the primary one would be 2:1 there).
        'html .MuiSnackbarContent-root :focus-visible': { outlineColor: '#ffffff' },
        // An outlined field draws its own 2 px primary border when focused; a second ring would
        // double it. Places that hold focus only to pass it on (the main content after the skip
        // link, a dialog, a menu or panel that is opened) show none.
        [[
          'html .MuiOutlinedInput-input:focus-visible',
          'html main:focus-visible',
          'html [role="dialog"]:focus-visible',
          'html [role="menu"]:focus-visible',
          'html .MuiDialog-container:focus-visible',
          'html .MuiDrawer-paper:focus-visible',
          'html .MuiPopover-paper:focus-visible',
        ].join(', ')]: { outline: 'none' },
      },
    },
  },
});

// The look of Menudex: warm food colours, system fonts (nothing loaded from the network).
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#b5351f' },
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
  },
});

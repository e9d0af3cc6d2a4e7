import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { TextFieldRoot } from './lib/text-field-root';

/** Width of the keyboard focus ring, inside the control so a scrolling table does not clip it. */
const FOCUS_RING_PX = 2;

/** A neutral light theme: the merchant's colours belong to the player app, not to the tool. */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#1f4e79' },
    secondary: { main: '#37474f' },
    // MUI's #d32f2f reads 4.21:1 on a filled field's grey; this one 5.56:1 (1.4.3).
    error: { main: '#b71c1c' },
    background: { default: '#f5f6f8' },
  },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    ...defaultTheme.components,
    // The list pages' "nothing yet" text: react-admin's grey reads at 2.6:1 on the page colour.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: '#4a4f57' } } } },
    // WCAG 2.4.7: MUI marks keyboard focus with a faint ripple only, and its controls zero the
    // outline at various specificities (a select's `:focus`); the ring is the one rule above them.
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible, .Mui-focusVisible': {
          outline: `${FOCUS_RING_PX}px solid #1f4e79 !important`,
          outlineOffset: `-${FOCUS_RING_PX}px`,
        },
      },
    },
    MuiTextField: {
      ...defaultTheme.components?.MuiTextField,
      defaultProps: {
        ...defaultTheme.components?.MuiTextField?.defaultProps,
        slots: { root: TextFieldRoot },
      },
    },
  },
};

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
    background: { default: '#f5f6f8' },
  },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    ...defaultTheme.components,
    // The list pages' "nothing yet" text: react-admin's grey reads at 2.6:1 on the page colour.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: '#4a4f57' } } } },
    // WCAG 2.4.7: MUI marks keyboard focus with a faint ripple only; a ring shows it plainly.
    // Doubled selectors outrank the controls' own `outline: 0`, which emotion inserts later.
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible:focus-visible, .Mui-focusVisible.Mui-focusVisible': {
          outline: `${FOCUS_RING_PX}px solid #1f4e79`,
          outlineOffset: -FOCUS_RING_PX,
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

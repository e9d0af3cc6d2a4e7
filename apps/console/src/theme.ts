import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { TextFieldRoot } from './lib/text-field-root';

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
    MuiTextField: {
      ...defaultTheme.components?.MuiTextField,
      defaultProps: {
        ...defaultTheme.components?.MuiTextField?.defaultProps,
        slots: { root: TextFieldRoot },
      },
    },
  },
};

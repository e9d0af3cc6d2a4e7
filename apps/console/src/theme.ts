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
    MuiTextField: {
      ...defaultTheme.components?.MuiTextField,
      defaultProps: {
        ...defaultTheme.components?.MuiTextField?.defaultProps,
        slots: { root: TextFieldRoot },
      },
    },
  },
};

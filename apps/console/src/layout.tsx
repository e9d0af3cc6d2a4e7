import type { ReactNode } from 'react';
import { AppBar, Layout, Menu, TitlePortal } from 'react-admin';
import { Box } from '@mui/material';
import { useBranding } from './lib/merchant';

function ConsoleAppBar() {
  const branding = useBranding();
  return (
    <AppBar>
      {branding && (
        <Box
          component="img"
          src={branding.logoUrl}
          alt={branding.name}
          sx={{ height: 28, mr: 2, bgcolor: 'white', borderRadius: 1, p: 0.25 }}
        />
      )}
      <TitlePortal />
    </AppBar>
  );
}

/** The resources the role sees, and the merchant's settings. */
const ConsoleMenu = () => (
  <Menu>
    <Menu.ResourceItems />
    <Menu.Item to="/settings" primaryText="Settings" />
  </Menu>
);

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
    {children}
  </Layout>
);

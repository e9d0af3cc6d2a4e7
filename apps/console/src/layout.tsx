import type { ReactNode } from 'react';
import { AppBar, Layout, Menu, TitlePortal, usePermissions } from 'react-admin';
import type { OperatorRole } from '@lotto/contract';
import { seesMall, seesPoints } from './resources/engagement';
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
const ConsoleMenu = () => {
  const { permissions: role } = usePermissions<OperatorRole>();
  return (
    <Menu>
      <Menu.ResourceItems />
      {role && seesMall(role) ? <Menu.Item to="/mall-items" primaryText="Points mall" /> : null}
      {role && seesPoints(role) ? <Menu.Item to="/points" primaryText="Member points" /> : null}
      <Menu.Item to="/settings" primaryText="Settings" />
    </Menu>
  );
};

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
    {children}
  </Layout>
);

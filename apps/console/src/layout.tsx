import { Fragment, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AppBar, Layout, Menu, TitlePortal, usePermissions } from 'react-admin';
import type { OperatorRole } from '@lotto/contract';
import { seesMall, seesPoints } from './resources/engagement';
import { readsAgreement } from './resources/user-agreement';
import { seesLevels } from './resources/levels';
import { seesNoviceTasks } from './resources/novice-tasks';
import { seesFeedback } from './resources/feedback';
import { seesGatewayFinance } from './resources/gateway-finance';
import { Box } from '@mui/material';
import ChecklistIcon from '@mui/icons-material/Checklist';
import FeedbackIcon from '@mui/icons-material/Feedback';
import GavelIcon from '@mui/icons-material/Gavel';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import PaymentsIcon from '@mui/icons-material/Payments';
import RedeemIcon from '@mui/icons-material/Redeem';
import SettingsIcon from '@mui/icons-material/Settings';
import StarsIcon from '@mui/icons-material/Stars';
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
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {role && seesGatewayFinance(role) ? (
        <Menu.Item
          to="/gateway-payments"
          primaryText="Gateway payments"
          leftIcon={<PaymentsIcon />}
        />
      ) : null}
      {role && seesMall(role) ? (
        <Menu.Item to="/mall-items" primaryText="Points mall" leftIcon={<RedeemIcon />} />
      ) : null}
      {role && seesPoints(role) ? (
        <Menu.Item to="/points" primaryText="Member points" leftIcon={<StarsIcon />} />
      ) : null}
      {role && readsAgreement(role) ? (
        <Menu.Item to="/user-agreement" primaryText="User agreement" leftIcon={<GavelIcon />} />
      ) : null}
      {role && seesLevels(role) ? (
        <Menu.Item to="/levels" primaryText="Member levels" leftIcon={<MilitaryTechIcon />} />
      ) : null}
      {role && seesNoviceTasks(role) ? (
        <Menu.Item to="/novice-tasks" primaryText="Novice tasks" leftIcon={<ChecklistIcon />} />
      ) : null}
      {role && seesFeedback(role) ? (
        <Menu.Item to="/feedback" primaryText="Feedback" leftIcon={<FeedbackIcon />} />
      ) : null}
      <Menu.Item to="/settings" primaryText="Settings" leftIcon={<SettingsIcon />} />
    </Menu>
  );
};

/**
 * react-admin keeps a list's previous rows on screen while the next page loads, and React reuses
 * the list from one resource to the next: the audit log's rows would show under the operators'
 * columns. A key per resource mounts each resource's page afresh.
 */
function PagePerResource({ children }: { children: ReactNode }) {
  const resource = useLocation().pathname.split('/')[1] ?? '';
  return <Fragment key={resource}>{children}</Fragment>;
}

/**
 * react-admin's layout grows to its widest table, and its content sits above the menu: on a
 * narrow screen a wide list would cover the menu's lower entries. The content keeps to the
 * screen and a list scrolls sideways inside its own card.
 */
const fitToScreen = {
  minWidth: 0,
  '& .RaLayout-content': { minWidth: 0 },
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
} as const;

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={ConsoleAppBar} menu={ConsoleMenu} sx={fitToScreen}>
    <PagePerResource>{children}</PagePerResource>
  </Layout>
);

import { Fragment, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  LocalesMenuButton,
  Menu,
  Sidebar,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  useLocales,
  usePermissions,
  useSidebarState,
  useTranslate,
  type SidebarProps,
} from 'react-admin';
import type { OperatorRole } from '@lotto/contract';
import { seesMall, seesPoints } from './resources/engagement';
import { readsAgreement } from './resources/user-agreement';
import { seesLevels } from './resources/levels';
import { seesNoviceTasks } from './resources/novice-tasks';
import { seesAgentQuotas } from './resources/agent-quotas';
import { seesAgents } from './resources/agents-shared';
import { seesFeedback } from './resources/feedback';
import { seesNearLimits } from './resources/near-limits';
import { seesAgeVerifications } from './resources/age-verifications';
import { seesGatewayFinance } from './resources/gateway-finance';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import ChecklistIcon from '@mui/icons-material/Checklist';
import PercentIcon from '@mui/icons-material/Percent';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import HandshakeIcon from '@mui/icons-material/Handshake';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import FeedbackIcon from '@mui/icons-material/Feedback';
import ShieldIcon from '@mui/icons-material/Shield';
import BadgeIcon from '@mui/icons-material/Badge';
import GavelIcon from '@mui/icons-material/Gavel';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import PaymentsIcon from '@mui/icons-material/Payments';
import RedeemIcon from '@mui/icons-material/Redeem';
import SettingsIcon from '@mui/icons-material/Settings';
import DnsIcon from '@mui/icons-material/Dns';
import StarsIcon from '@mui/icons-material/Stars';
import { useBranding } from './lib/merchant';
import { useDocumentLanguage } from './lib/document-language';

/**
 * react-admin names its user button "Profile" while it shows the operator's name: WCAG 2.5.3
 * (label in name) wants the shown name inside the accessible one.
 */
function ConsoleUserMenu() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return (
    <UserMenu
      label={
        identity?.fullName
          ? translate('console.layout.profile_of', { name: identity.fullName })
          : 'ra.auth.user_menu'
      }
    />
  );
}

/**
 * react-admin's own toolbar, with a name on the progress circle it shows while a call is out:
 * without one axe finds a nameless progress bar on any page caught loading.
 */
function ConsoleToolbar() {
  const translate = useTranslate();
  const locales = useLocales();
  return (
    <>
      {locales.length > 1 ? <LocalesMenuButton /> : null}
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </>
  );
}

function ConsoleAppBar() {
  const branding = useBranding();
  useDocumentLanguage();
  return (
    <AppBar userMenu={<ConsoleUserMenu />} toolbar={<ConsoleToolbar />}>
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
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {role && seesGatewayFinance(role) ? (
        <Menu.Item
          to="/gateway-payments"
          primaryText={translate('console.menu.gateway_payments')}
          leftIcon={<PaymentsIcon />}
        />
      ) : null}
      {role && seesMall(role) ? (
        <Menu.Item
          to="/mall-items"
          primaryText={translate('console.menu.points_mall')}
          leftIcon={<RedeemIcon />}
        />
      ) : null}
      {role && seesPoints(role) ? (
        <Menu.Item
          to="/points"
          primaryText={translate('console.menu.member_points')}
          leftIcon={<StarsIcon />}
        />
      ) : null}
      {role && readsAgreement(role) ? (
        <Menu.Item
          to="/user-agreement"
          primaryText={translate('console.menu.user_agreement')}
          leftIcon={<GavelIcon />}
        />
      ) : null}
      {role && seesLevels(role) ? (
        <Menu.Item
          to="/levels"
          primaryText={translate('console.menu.member_levels')}
          leftIcon={<MilitaryTechIcon />}
        />
      ) : null}
      {role && seesNoviceTasks(role) ? (
        <Menu.Item
          to="/novice-tasks"
          primaryText={translate('console.menu.novice_tasks')}
          leftIcon={<ChecklistIcon />}
        />
      ) : null}
      {role && seesAgents(role) ? (
        <Menu.Item
          to="/agents"
          primaryText={translate('console.menu.agent_tree')}
          leftIcon={<AccountTreeIcon />}
        />
      ) : null}
      {role && seesAgents(role) ? (
        <Menu.Item
          to="/agent-contracts"
          primaryText={translate('console.menu.agent_contracts')}
          leftIcon={<HandshakeIcon />}
        />
      ) : null}
      {role && seesAgents(role) ? (
        <Menu.Item
          to="/agent-statements"
          primaryText={translate('console.menu.agent_statements')}
          leftIcon={<ReceiptLongIcon />}
        />
      ) : null}
      {role && seesAgentQuotas(role) ? (
        <Menu.Item
          to="/agent-quotas"
          primaryText={translate('console.menu.agent_quotas')}
          leftIcon={<PercentIcon />}
        />
      ) : null}
      {role && seesNearLimits(role) ? (
        <Menu.Item
          to="/near-limits"
          primaryText={translate('console.menu.near_limits')}
          leftIcon={<ShieldIcon />}
        />
      ) : null}
      {role && seesAgeVerifications(role) ? (
        <Menu.Item
          to="/age-verifications"
          primaryText={translate('console.menu.age_verifications')}
          leftIcon={<BadgeIcon />}
        />
      ) : null}
      {role && seesFeedback(role) ? (
        <Menu.Item
          to="/feedback"
          primaryText={translate('console.menu.feedback')}
          leftIcon={<FeedbackIcon />}
        />
      ) : null}
      <Menu.Item
        to="/domains"
        primaryText={translate('console.menu.domains')}
        leftIcon={<DnsIcon />}
      />
      <Menu.Item
        to="/settings"
        primaryText={translate('console.menu.settings')}
        leftIcon={<SettingsIcon />}
      />
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
 * react-admin's layout grows to its widest table: on a narrow screen a wide list made the whole
 * page scroll sideways, and the menu's lower entries ended up under the content. The content keeps
 * to the screen and a table scrolls sideways inside its own card (react-admin's list card has no
 * class of its own: the datagrid's wrapper scrolls).
 */
const fitToScreen = {
  minWidth: 0,
  maxWidth: '100vw',
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar': { minWidth: 0, maxWidth: '100%' },
  '& .RaLayout-content': { minWidth: 0, overflowX: 'hidden' },
  '& .RaList-main, & .list-page, & .RaList-main > .MuiCard-root': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

/**
 * The desk's open sidebar, kept in the store, became an open phone drawer that showed nothing yet
 * hid the page from touch and from assistive technology (a window narrowed to phone size). On a
 * phone the menu starts closed and opens from the app bar's button; the drawer is made afresh
 * when the screen changes between phone and desk, as it is on a page load at that size.
 */
function ConsoleSidebar(props: SidebarProps) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  useEffect(() => {
    if (phone && open) setOpen(false);
    // Only on reaching the phone size: the operator's own tap then opens it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phone]);
  return <Sidebar key={phone ? 'phone' : 'desk'} {...props} />;
}

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={ConsoleAppBar} menu={ConsoleMenu} sidebar={ConsoleSidebar} sx={fitToScreen}>
    <PagePerResource>{children}</PagePerResource>
  </Layout>
);

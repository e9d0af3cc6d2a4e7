import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { CacheProvider } from '@emotion/react';
import type { OperatorRole } from '@lotto/contract';
import { authProvider } from './lib/auth-provider';
import { dataProvider } from './lib/data-provider';
import { createNonceCache } from './lib/emotion-cache';
import { ConsoleLayout } from './layout';
import { DashboardPage } from './pages/dashboard-page';
import { EnrolPage } from './pages/enrol-page';
import { SettingsPage } from './pages/settings-page';
import { DomainsPage } from './resources/domains';
import { SignInPage } from './pages/sign-in-page';
import { AuditList } from './resources/audit';
import { DepositList, WithdrawalList } from './resources/finance';
import { GatewayFinancePage, seesGatewayFinance } from './resources/gateway-finance';
import { ReferralReviewList } from './resources/referral-reviews';
import { GameList, LotteryList, VendorList } from './resources/catalogue';
import {
  ContentCreate,
  ContentEdit,
  ContentList,
  HotMatchCreate,
  HotMatchEdit,
  HotMatchList,
} from './resources/content';
import { MallItemsPage, PointsPage, seesMall, seesPoints } from './resources/engagement';
import { MemberLevelsPage, seesLevels } from './resources/levels';
import { NoviceTasksPage, seesNoviceTasks } from './resources/novice-tasks';
import { AgentQuotasPage, seesAgentQuotas } from './resources/agent-quotas';
import { AgentTreePage } from './resources/agent-tree';
import { AgentContractsPage } from './resources/agent-contracts';
import { AgentStatementsPage } from './resources/agent-statements';
import { seesAgents } from './resources/agents-shared';
import { FeedbackPage, seesFeedback } from './resources/feedback';
import { NearLimitsPage, seesNearLimits } from './resources/near-limits';
import { AgeVerificationsPage, seesAgeVerifications } from './resources/age-verifications';
import { MemberList, MemberShow } from './resources/members';
import { OperatorCreate, OperatorList } from './resources/operators';
import { PromotionsPage } from './resources/promotions';
import { MessagesPage } from './resources/messages';
import { UserAgreementPage, readsAgreement } from './resources/user-agreement';
import { consoleTheme } from './theme';
import { i18nProvider } from './lib/i18n-provider';
import { roleIn } from './lib/roles';

const cache = createNonceCache();

/** Which pages a role sees; the server refuses the calls of the others anyway. */
const readsAudit = roleIn('owner', 'read_only');
/** Deposits and withdrawals are finance's (and the owner's). */
const doesFinance = roleIn('owner', 'finance');
const readsContent = roleIn('owner', 'content', 'read_only');

export function ConsoleApp() {
  return (
    <CacheProvider value={cache}>
      <Admin
        title="Console"
        i18nProvider={i18nProvider}
        dataProvider={dataProvider}
        authProvider={authProvider}
        loginPage={SignInPage}
        layout={ConsoleLayout}
        dashboard={DashboardPage}
        theme={consoleTheme}
        disableTelemetry
      >
        {(role: OperatorRole) => [
          role !== 'content' ? (
            <Resource key="members" name="members" list={MemberList} show={MemberShow} />
          ) : null,
          readsAudit(role) ? <Resource key="audit" name="audit" list={AuditList} /> : null,
          doesFinance(role) ? <Resource key="deposits" name="deposits" list={DepositList} /> : null,
          doesFinance(role) ? (
            <Resource key="withdrawals" name="withdrawals" list={WithdrawalList} />
          ) : null,
          doesFinance(role) ? (
            <Resource key="referral-rewards" name="referral-rewards" list={ReferralReviewList} />
          ) : null,
          role !== 'finance' ? (
            <Resource key="promotions" name="promotions" list={PromotionsPage} />
          ) : null,
          role === 'owner' || role === 'support' || role === 'read_only' ? (
            <Resource key="messages" name="messages" list={MessagesPage} />
          ) : null,
          role === 'owner' ? (
            <Resource
              key="operators"
              name="operators"
              list={OperatorList}
              create={OperatorCreate}
            />
          ) : null,
          readsContent(role) ? (
            <Resource
              key="content"
              name="content"
              list={ContentList}
              edit={ContentEdit}
              create={ContentCreate}
            />
          ) : null,
          readsContent(role) ? (
            <Resource
              key="hot-matches"
              name="hot-matches"
              list={HotMatchList}
              edit={HotMatchEdit}
              create={HotMatchCreate}
            />
          ) : null,
          readsContent(role) ? <Resource key="vendors" name="vendors" list={VendorList} /> : null,
          readsContent(role) ? <Resource key="games" name="games" list={GameList} /> : null,
          readsContent(role) ? <Resource key="lottery" name="lottery" list={LotteryList} /> : null,
          // Engagement: the points mall and member points.
          <CustomRoutes key="engagement">
            {seesMall(role) ? <Route path="/mall-items" element={<MallItemsPage />} /> : null}
            {seesPoints(role) ? <Route path="/points" element={<PointsPage />} /> : null}
            {seesLevels(role) ? <Route path="/levels" element={<MemberLevelsPage />} /> : null}
            {seesNoviceTasks(role) ? (
              <Route path="/novice-tasks" element={<NoviceTasksPage />} />
            ) : null}
            {seesFeedback(role) ? <Route path="/feedback" element={<FeedbackPage />} /> : null}
            {seesAgentQuotas(role) ? (
              <Route path="/agent-quotas" element={<AgentQuotasPage />} />
            ) : null}
            {seesAgents(role) ? <Route path="/agents" element={<AgentTreePage />} /> : null}
            {seesAgents(role) ? (
              <Route path="/agent-contracts" element={<AgentContractsPage />} />
            ) : null}
            {seesAgents(role) ? (
              <Route path="/agent-statements" element={<AgentStatementsPage />} />
            ) : null}
            {seesNearLimits(role) ? (
              <Route path="/near-limits" element={<NearLimitsPage />} />
            ) : null}
            {seesAgeVerifications(role) ? (
              <Route path="/age-verifications" element={<AgeVerificationsPage />} />
            ) : null}
          </CustomRoutes>,
          <CustomRoutes key="gateway-payments">
            {seesGatewayFinance(role) ? (
              <Route path="/gateway-payments" element={<GatewayFinancePage />} />
            ) : null}
          </CustomRoutes>,
          <CustomRoutes key="user-agreement">
            {readsAgreement(role) ? (
              <Route path="/user-agreement" element={<UserAgreementPage />} />
            ) : null}
          </CustomRoutes>,
          <CustomRoutes key="settings">
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/domains" element={<DomainsPage />} />
          </CustomRoutes>,
          <CustomRoutes key="enrol" noLayout>
            <Route path="/enrol/:token" element={<EnrolPage />} />
          </CustomRoutes>,
        ]}
      </Admin>
    </CacheProvider>
  );
}

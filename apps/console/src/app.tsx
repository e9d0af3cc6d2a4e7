import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { CacheProvider } from '@emotion/react';
import type { OperatorRole } from '@lotto/contract';
import { authProvider } from './lib/auth-provider';
import { dataProvider } from './lib/data-provider';
import { createNonceCache } from './lib/emotion-cache';
import { ConsoleLayout } from './layout';
import { EnrolPage } from './pages/enrol-page';
import { SettingsPage } from './pages/settings-page';
import { SignInPage } from './pages/sign-in-page';
import { AuditList } from './resources/audit';
import { MemberList, MemberShow } from './resources/members';
import { OperatorCreate, OperatorList } from './resources/operators';
import { PromotionsPage } from './resources/promotions';
import { MessagesPage } from './resources/messages';
import { consoleTheme } from './theme';

const cache = createNonceCache();

/** Which pages a role sees; the server refuses the calls of the others anyway. */
const readsAudit = (role: OperatorRole) => role === 'owner' || role === 'read_only';

export function ConsoleApp() {
  return (
    <CacheProvider value={cache}>
      <Admin
        title="Console"
        dataProvider={dataProvider}
        authProvider={authProvider}
        loginPage={SignInPage}
        layout={ConsoleLayout}
        theme={consoleTheme}
        disableTelemetry
      >
        {(role: OperatorRole) => [
          role !== 'content' ? (
            <Resource key="members" name="members" list={MemberList} show={MemberShow} />
          ) : null,
          readsAudit(role) ? (
            <Resource key="audit" name="audit" list={AuditList} options={{ label: 'Audit log' }} />
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
          <CustomRoutes key="settings">
            <Route path="/settings" element={<SettingsPage />} />
          </CustomRoutes>,
          <CustomRoutes key="enrol" noLayout>
            <Route path="/enrol/:token" element={<EnrolPage />} />
          </CustomRoutes>,
        ]}
      </Admin>
    </CacheProvider>
  );
}

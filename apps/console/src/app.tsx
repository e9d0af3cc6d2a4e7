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
import { MallItemsPage, PointsPage, seesMall, seesPoints } from './resources/engagement';
import { MemberList, MemberShow } from './resources/members';
import { OperatorCreate, OperatorList } from './resources/operators';
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
          role === 'owner' ? (
            <Resource
              key="operators"
              name="operators"
              list={OperatorList}
              create={OperatorCreate}
            />
          ) : null,
          // Issue 21, engagement: the points mall and member points.
          <CustomRoutes key="engagement">
            {seesMall(role) ? <Route path="/mall-items" element={<MallItemsPage />} /> : null}
            {seesPoints(role) ? <Route path="/points" element={<PointsPage />} /> : null}
          </CustomRoutes>,
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

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { OperatorRole } from '@lotto/contract';
import {
  AdminContext,
  type AuthProvider,
  ResourceContextProvider,
  TestMemoryRouter,
} from 'react-admin';
import { dataProvider } from '../lib/data-provider';
import { i18nProvider } from '../lib/i18n-provider';
import { consoleTheme } from '../theme';

/** A recorded /ops call: its path with the query, method, headers and parsed body. */
export interface OpsRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

/**
 * Answers the console's fetches with `answer(request)` (an /ops envelope's value, or a Response)
 * and keeps every request, so a test sees what the console sent and the server's own answer
 * shape goes through the real data provider.
 */
export function stubOps(answer: (request: OpsRequest) => unknown) {
  const requests: OpsRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const request: OpsRequest = {
        url: new URL(input, 'http://console.test'),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const value = await answer(request);
      if (value instanceof Response) return value;
      return new Response(JSON.stringify({ success: true, value }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

/** React's warnings (unknown DOM props and the like) while a test renders. */
export function collectReactWarnings() {
  const warnings: string[] = [];
  const keep = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  };
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'warn').mockImplementation(keep);
  return warnings;
}

/** An operator of `role` signed in (the console's permissions are the role). */
const signedInAs = (role: OperatorRole): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
});

/** Renders a console page with the real data provider, as `resource`'s page. */
export const renderConsole = (ui: ReactNode, resource?: string, role: OperatorRole = 'owner') =>
  render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={signedInAs(role)}
        i18nProvider={i18nProvider}
        theme={consoleTheme}
      >
        {resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui}
      </AdminContext>
    </TestMemoryRouter>,
  );

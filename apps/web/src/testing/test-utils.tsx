import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import type { ConsolidatedSettings, SiteStatusValue } from '@lotto/contract';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { writeSession } from '@/lib/session-storage';
import { demoSettings, normalStatus } from './fixtures';

export const envelopeResponse = (value: unknown, status = 200, extra: object = {}) =>
  new Response(JSON.stringify({ success: status < 400, value, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

interface FakeServer {
  settings?: ConsolidatedSettings;
  status?: SiteStatusValue;
  /**
   * The test's own calls, with their init (method, headers, body): a response, or undefined for
   * the platform's 404.
   */
  answer?: (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;
}

/** Answers the shell's calls like the platform server does, and the test's own by `answer`. */
export const stubServer = ({
  settings = demoSettings,
  status = normalStatus,
  answer,
}: FakeServer = {}) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('/wps/system/settings/consolidated')) return envelopeResponse(settings);
    if (url.startsWith('/wps/system/status')) return envelopeResponse(status);
    const own = await answer?.(url, init);
    if (own) return own;
    return envelopeResponse(null, 404, { code: 'NOT_FOUND', message: 'not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });

/** A member's session; `type` 1 is an agent (§6 member types). */
export const loginAs = (userName = 'player1', type = 0) =>
  writeSession({
    token: 'tok-123',
    merchantCode: 'demo',
    userName,
    type,
    firstTimeLogin: false,
  });

/** Renders the real route table at a path, inside the real providers. */
export const renderRoute = (path: string) => {
  const memory = memoryLocation({ path, record: true });
  const utils = render(
    <AppProvider queryClient={testQueryClient()}>
      <AppRouter hook={memory.hook} />
    </AppProvider>,
  );
  /** The path the app is at now, without its query. */
  const pathname = () => (memory.history.at(-1) ?? '').split('?')[0];
  /** The query of the address the app is at now. */
  const search = () => new URLSearchParams((memory.history.at(-1) ?? '').split('?')[1] ?? '');
  return { ...utils, pathname, search };
};

/** Renders any element inside the real providers. */
export const renderWithProviders = (ui: ReactElement) =>
  render(<AppProvider queryClient={testQueryClient()}>{ui}</AppProvider>);

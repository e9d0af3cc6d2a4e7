import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteStatus, DOMAIN_LIST_STORAGE_KEY } from '@lotto/contract';
import { envelopeResponse } from '@/testing/test-utils';
import { ApiError, apiCall } from './api-client';
import { rememberDomainRoute, readDomainRoute } from './domain-list';
import {
  apiBase,
  currentApiOrigin,
  failOver,
  isDomainUnreachable,
  pageCodeFailed,
  resetDomainFailover,
} from './domain-failover';

const PAGE = 'https://demo.example';
const SECOND = 'https://m.demo.example';
const THIRD = 'http://localhost:28090';
const status = { info: '', maintenance: false, regionRestriction: false };

let healthy: Set<string>;
let probed: string[];
let moved: string[];
const reports: { url: string; body: unknown }[] = [];

const sideFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  reports.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
  return envelopeResponse(null);
});

beforeEach(() => {
  healthy = new Set();
  probed = [];
  moved = [];
  reports.length = 0;
  localStorage.clear();
  rememberDomainRoute({
    mainDomain: 'demo.example',
    domains: ['m.demo.example', THIRD, 'gone.example'],
    blocked: ['gone.example'],
  });
  resetDomainFailover({
    pageOrigin: () => PAGE,
    markerKey: () => 'key',
    probe: async (origin) => {
      probed.push(origin);
      return healthy.has(origin);
    },
    pageBlocked: (to) => moved.push(to),
    fetch: sideFetch as unknown as typeof fetch,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetDomainFailover();
});

describe('domain failover', () => {
  it('keeps the list for the next start', () => {
    expect(JSON.parse(localStorage.getItem(DOMAIN_LIST_STORAGE_KEY) ?? '')).toMatchObject({
      mainDomain: 'demo.example',
      blocked: ['gone.example'],
    });
    localStorage.setItem(DOMAIN_LIST_STORAGE_KEY, '{"mainDomain":1}');
    expect(readDomainRoute()).toBeNull();
  });

  it('moves to the first domain that proves to be this platform, skipping blocked ones', async () => {
    healthy.add(THIRD);
    expect(await failOver(PAGE)).toBe(THIRD);
    expect(probed).toEqual([PAGE, SECOND, THIRD]);
    expect(apiBase()).toBe(THIRD);
    expect(currentApiOrigin()).toBe(THIRD);
    expect(moved).toEqual([THIRD]);
    await vi.waitFor(() =>
      expect(reports).toContainEqual({
        url: `${THIRD}/wps/system/domainReport`,
        body: { from: PAGE, to: THIRD },
      }),
    );
    expect(isDomainUnreachable()).toBe(false);
  });

  it('stays, without a word, when the failed domain itself proves fine', async () => {
    healthy.add(PAGE);
    expect(await failOver(PAGE)).toBe(PAGE);
    expect(probed).toEqual([PAGE]);
    expect(apiBase()).toBe('');
    expect(moved).toEqual([]);
    expect(isDomainUnreachable()).toBe(false);
  });

  it('tells the player only when no domain answers', async () => {
    expect(await failOver(PAGE)).toBeNull();
    expect(probed).toEqual([PAGE, SECOND, THIRD]);
    expect(isDomainUnreachable()).toBe(true);
  });

  it('calls failing at once share one search', async () => {
    healthy.add(SECOND);
    const [a, b] = await Promise.all([failOver(PAGE), failOver(PAGE)]);
    expect([a, b]).toEqual([SECOND, SECOND]);
    expect(probed).toEqual([PAGE, SECOND]);
  });

  it('a page’s code that does not load moves the player when another domain answers', async () => {
    healthy.add(SECOND);
    expect(await pageCodeFailed()).toBe(SECOND);
    expect(moved).toEqual([SECOND]);
  });

  it('does nothing without the page’s key or a known list', async () => {
    localStorage.clear();
    expect(await failOver(PAGE)).toBeNull();
    expect(probed).toEqual([]);
    expect(isDomainUnreachable()).toBe(false);
  });
});

describe('the API client on a blocked domain', () => {
  it('a read that cannot connect is sent again to the healthy domain', async () => {
    healthy.add(SECOND);
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).startsWith(SECOND)) return envelopeResponse(status);
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiCall(siteStatus)).toEqual(status);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([
      '/wps/system/status',
      `${SECOND}/wps/system/status`,
    ]);
    // Every later call goes there at once.
    await apiCall(siteStatus);
    expect(String(fetchMock.mock.calls[2]?.[0])).toBe(`${SECOND}/wps/system/status`);
  });

  it('a foreign answer (a block page’s JSON) counts as blocked', async () => {
    healthy.add(SECOND);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith(SECOND)
          ? envelopeResponse(status)
          : new Response(JSON.stringify({ blocked: true, reason: 'court order' })),
      ),
    );
    expect(await apiCall(siteStatus)).toEqual(status);
    expect(apiBase()).toBe(SECOND);
  });

  it('a write is not sent twice: it fails, and the next call goes to the healthy domain', async () => {
    healthy.add(SECOND);
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).startsWith(SECOND)) return envelopeResponse(null);
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const write = { operationId: 'logout', method: 'DELETE', path: '/wps/session' } as const;
    await expect(apiCall(write)).rejects.toMatchObject({ code: 'NETWORK' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(apiBase()).toBe(SECOND);
  });

  it('with no domain answering, the call fails as before and the player is told', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await apiCall(siteStatus).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NETWORK');
    expect(isDomainUnreachable()).toBe(true);
    // The next answer from the platform clears it.
    healthy.add(PAGE);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse(status)),
    );
    await apiCall(siteStatus);
    expect(isDomainUnreachable()).toBe(false);
  });
});

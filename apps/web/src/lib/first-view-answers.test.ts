import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_ELEMENT_ID, routes } from '@lotto/contract';
import type { FirstViewAnswers } from '@lotto/contract';
import { apiCall } from './api-client';
import {
  hasFirstViewAnswers,
  resetFirstViewAnswers,
  takeFirstViewAnswer,
} from './first-view-answers';
import { serverNow } from './server-clock';
import { clearLocalSession, writeSession } from './session-storage';

const status = { info: '', maintenance: false, regionRestriction: false };
const announcementsKey = 'GET /wps/announcements?groupName=m_home&platform=M&types=B%2CPL%2CPU';

const carry = (patch: Partial<FirstViewAnswers> = {}, raw?: string) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_VIEW_ELEMENT_ID;
  block.textContent =
    raw ??
    JSON.stringify({
      language: 'th',
      merchant: 'DEMO',
      serverTime: Date.now() + 60_000,
      answers: {
        'GET /wps/system/status': { success: true, value: status },
        [announcementsKey]: {
          success: true,
          value: { banners: [], player: [], popup: [], promotion: [], hot: [] },
        },
      },
      visitorOnly: [announcementsKey],
      ...patch,
    } satisfies FirstViewAnswers);
  document.body.appendChild(block);
};

const visitor = { language: 'th', merchant: null, hasSession: false };

beforeEach(() => {
  resetFirstViewAnswers();
  // Answers serve a page younger than FIRST_VIEW_ANSWER_MAX_AGE_MS; the test page's clock started
  // with the file, which a busy machine can take longer than that to reach.
  const now = performance.now.bind(performance);
  const start = now();
  vi.spyOn(performance, 'now').mockImplementation(() => now() - start + 1);
});
afterEach(() => {
  document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearLocalSession();
});

describe('first-view answers', () => {
  it('gives each carried answer once, whatever the order of the query', () => {
    carry();
    expect(hasFirstViewAnswers()).toBe(true);
    const url = '/wps/announcements?types=B%2CPL%2CPU&platform=M&groupName=m_home';
    expect(takeFirstViewAnswer('GET', url, visitor)?.envelope).toEqual({
      success: true,
      value: { banners: [], player: [], popup: [], promotion: [], hot: [] },
    });
    expect(takeFirstViewAnswer('GET', url, visitor)).toBeNull();
    // The block leaves the page once read.
    expect(document.getElementById(FIRST_VIEW_ELEMENT_ID)).toBeNull();
  });

  it('is not used in another language, for another merchant or for another method', () => {
    carry();
    expect(
      takeFirstViewAnswer('GET', '/wps/system/status', { ...visitor, language: 'en' }),
    ).toBeNull();
    expect(
      takeFirstViewAnswer('GET', '/wps/system/status', { ...visitor, merchant: 'OTHER' }),
    ).toBeNull();
    expect(takeFirstViewAnswer('POST', '/wps/system/status', visitor)).toBeNull();
    expect(takeFirstViewAnswer('GET', '/wps/system/status', visitor)).not.toBeNull();
  });

  it("leaves a visitor's announcements to a player with a session", () => {
    carry();
    const url = '/wps/announcements?types=B%2CPL%2CPU&platform=M&groupName=m_home';
    expect(takeFirstViewAnswer('GET', url, { ...visitor, hasSession: true })).toBeNull();
    expect(
      takeFirstViewAnswer('GET', '/wps/system/status', { ...visitor, hasSession: true }),
    ).not.toBeNull();
  });

  it('ignores a damaged block, and a page without one', () => {
    carry({}, '{"language": "th", ');
    expect(takeFirstViewAnswer('GET', '/wps/system/status', visitor)).toBeNull();
    resetFirstViewAnswers();
    expect(hasFirstViewAnswers()).toBe(false);
  });

  it('answers the call without the network and sets the server clock', async () => {
    carry();
    const fetchMock = vi.fn(async () => {
      throw new Error('no network expected');
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiCall(routes.siteStatus)).toEqual(status);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(serverNow() - Date.now()).toBeGreaterThan(50_000);
  });

  it('lets a player with a session fetch the announcements again', async () => {
    carry();
    writeSession({
      token: 'tok',
      merchantCode: 'DEMO',
      userName: 'u',
      type: 0,
      firstTimeLogin: false,
    });
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            value: { banners: [], player: [], popup: [], promotion: [], hot: [] },
          }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await apiCall(routes.announcements, {
      query: { types: 'B,PL,PU', platform: 'M', groupName: 'm_home' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the server clock from the index', () => {
  it('counts from when the index arrived, not from when the script read it', () => {
    const serverTime = Date.now() + 60_000;
    carry({ serverTime });
    // The index arrived 4 s before this script ran (a slow phone parsing its scripts).
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { responseStart: performance.now() - 4_000 } as PerformanceNavigationTiming,
    ]);
    const answer = takeFirstViewAnswer('GET', '/wps/system/status', visitor);
    expect(answer?.serverTime).toBe(serverTime);
    expect(Date.now() - (answer?.receivedAt ?? 0)).toBeGreaterThanOrEqual(3_900);
    expect(Date.now() - (answer?.receivedAt ?? 0)).toBeLessThan(5_000);
  });

  it('ignores a navigation time it cannot trust', () => {
    carry();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { responseStart: performance.now() + 10_000 } as PerformanceNavigationTiming,
    ]);
    const answer = takeFirstViewAnswer('GET', '/wps/system/status', visitor);
    expect(Math.abs(Date.now() - (answer?.receivedAt ?? 0))).toBeLessThan(100);
  });
});

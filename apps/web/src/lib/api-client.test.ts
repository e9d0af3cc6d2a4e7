import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '@lotto/contract';
import { envelopeResponse } from '@/testing/test-utils';
import { ApiError, apiCall, buildUrl } from './api-client';
import { dismissSessionEnded, getSessionEnded } from './session-ended';
import { readSession, writeSession } from './session-storage';

const member = (token: string) =>
  writeSession({ token, merchantCode: 'demo', userName: 'u', type: 0, firstTimeLogin: false });
const sessionExpired = () =>
  envelopeResponse(null, 401, { code: 'SESSION_EXPIRED', message: 'logged out' });

afterEach(() => {
  vi.unstubAllGlobals();
  dismissSessionEnded();
  sessionStorage.clear();
});

describe('api client', () => {
  it('builds the URL from the path and the query, skipping empty values', () => {
    expect(buildUrl('/lgw/games', { pageNo: 1, gameType: 'RNG', vassalage: undefined })).toBe(
      '/lgw/games?pageNo=1&gameType=RNG',
    );
    expect(buildUrl('/wps/member/{id}', { id: 'a b', x: 1 })).toBe('/wps/member/a%20b?x=1');
  });

  it('sends the headers and returns the parsed value', async () => {
    writeSession({
      token: 'tok',
      merchantCode: 'demo',
      userName: 'u',
      type: 0,
      firstTimeLogin: false,
    });
    const fetchMock = vi.fn(async () =>
      envelopeResponse({ info: '', maintenance: false, regionRestriction: false }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const value = await apiCall(siteStatus);
    expect(value).toEqual({ info: '', maintenance: false, regionRestriction: false });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/system/status');
    expect(init.method).toBe('GET');
    const headers = new Headers(init.headers);
    expect(headers.get('merchant')).toBe('demo');
    expect(headers.get('device')).toBe('MOBILE');
    expect(headers.get('language')).toBe('th');
    expect(headers.get('authorization')).toBe('tok');
  });

  it('throws an ApiError with status, code, message and value on failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelopeResponse({ captcha: true }, 503, { code: 'MAINTENANCE', message: 'busy' }),
      ),
    );
    const error = await apiCall(siteStatus).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 503,
      code: 'MAINTENANCE',
      message: 'busy',
      value: { captcha: true },
    });
  });

  it('rejects an answer that does not match the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse({ info: 3 })),
    );
    await expect(apiCall(siteStatus)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('ends the local session when the server says the session it was sent is over', async () => {
    member('tok');
    window.history.replaceState(null, '', '/m/deposit?tab=bank');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sessionExpired()),
    );
    await expect(apiCall(siteStatus)).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
    expect(getSessionEnded()).toEqual({ returnTo: '/m/deposit?tab=bank' });
  });

  it('ends the session at the daily session-time limit, keeping why in the words the server sent', async () => {
    member('tok');
    window.history.replaceState(null, '', '/m/home');
    const why = 'You have reached your session-time limit of 30 minutes for today';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse(null, 401, { code: 'SESSION_TIME_LIMIT', message: why })),
    );
    await expect(apiCall(siteStatus)).rejects.toMatchObject({ code: 'SESSION_TIME_LIMIT' });
    expect(readSession()).toBeNull();
    expect(getSessionEnded()).toEqual({ returnTo: '/m/home', message: why });
  });

  it('keeps a newer session when an answer about an older token arrives', async () => {
    member('old');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        member('new');
        return sessionExpired();
      }),
    );
    await expect(apiCall(siteStatus)).rejects.toMatchObject({ status: 401 });
    expect(readSession()?.token).toBe('new');
    expect(getSessionEnded()).toBeNull();
  });
});

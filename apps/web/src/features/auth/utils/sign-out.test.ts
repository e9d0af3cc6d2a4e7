import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '@lotto/contract';
import { getToasts } from '@/components/ui/toast-store';
import { envelopeResponse, loginAs } from '@/testing/test-utils';
import { signOut } from './sign-out';

afterEach(() => {
  vi.unstubAllGlobals();
});

const seed = () => {
  loginAs();
  sessionStorage.setItem('other', 'x');
  localStorage.setItem(StorageKey.memberInfo, '{"userName":"player1"}');
  localStorage.setItem(StorageKey.autoLogin, '1');
};

describe('sign out (§4)', () => {
  it('calls DELETE /wps/session with the token, then clears everything', async () => {
    const fetchMock = vi.fn(async () => envelopeResponse(null));
    vi.stubGlobal('fetch', fetchMock);
    seed();
    const done = signOut('please wait');
    expect(getToasts()[0]).toMatchObject({ kind: 'loading', text: 'please wait' });
    await done;
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/session');
    expect(init.method).toBe('DELETE');
    expect((init.headers as Record<string, string>).Authorization).toBe('tok-123');
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(StorageKey.memberInfo)).toBeNull();
    expect(localStorage.getItem(StorageKey.autoLogin)).toBe('0');
    expect(getToasts()).toEqual([]);
  });

  it('clears everything even when the logout call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    seed();
    await signOut('please wait');
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(StorageKey.memberInfo)).toBeNull();
    expect(localStorage.getItem(StorageKey.autoLogin)).toBe('0');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getToasts } from '@/components/ui/toast-store';
import { envelopeResponse, loginAs } from '@/testing/test-utils';
import { useLaunchGame } from './use-launch-game';

afterEach(() => vi.unstubAllGlobals());

describe('§8 a launch answered without an address', () => {
  it('says the request address is empty instead of opening a blank page', async () => {
    loginAs();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse({ gameUrl: ' ' })),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const memory = memoryLocation({ path: '/m/gameList' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Router hook={memory.hook}>{children}</Router>
    );
    const { result } = renderHook(() => useLaunchGame(), { wrapper });
    let launched = true;
    await act(async () => {
      launched = await result.current({
        kind: 'game',
        input: { category: 'RNG', vendor: 'DEMO', gameId: 'g1', platform: 'MOBILE' },
      } as never);
    });
    expect(launched).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(getToasts()).toEqual([
      expect.objectContaining({ kind: 'error', text: 'ที่อยู่ของคำขอว่างเปล่า กรุณาลองใหม่ภายหลัง' }),
    ]);
  });
});

describe('§9 special launch vendors', () => {
  const launchOf = async (vendor: string) => {
    loginAs();
    const fetch = vi.fn(async (_url: string) =>
      envelopeResponse({ gameUrl: '/m/startLottery?x=1' }),
    );
    vi.stubGlobal('fetch', fetch);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const memory = memoryLocation({ path: '/m/gameCenter' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Router hook={memory.hook}>{children}</Router>
    );
    const { result } = renderHook(() => useLaunchGame(), { wrapper });
    await act(async () => {
      await result.current({
        kind: 'game',
        input: { category: 'LOTT', vendor, platform: 'MOBILE' },
      });
    });
    expect(assign).toHaveBeenCalledWith('/m/startLottery?x=1');
    return new URL(String(fetch.mock.calls[0]![0]), 'https://x');
  };

  it('launch through the lottery launch with their prize mode, not the generic launch', async () => {
    const sea = await launchOf('TCG_SEA');
    expect(sea.pathname).toBe('/wps/game/lottery/launch');
    expect(Object.fromEntries(sea.searchParams)).toMatchObject({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'SEA',
      lottoMode: 'SEA_Tradition',
      lottoView: 'lobby',
      device: 'MOBILE',
    });
    const elott = await launchOf('ELOTT');
    expect(elott.searchParams.get('lottoPrizeMode')).toBe('Elott');
    expect(elott.searchParams.has('lottoMode')).toBe(false);
  });

  it('leaves other vendors to the generic launch', async () => {
    expect((await launchOf('GPI')).pathname).toBe('/wps/game/launchGame');
  });
});

describe('§6 a visitor launching a game', () => {
  it('goes to /m/login with the page to come back to after login', async () => {
    sessionStorage.clear();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const memory = memoryLocation({ path: '/m/gameCenter?gameCategory=COCKFIGHT', record: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {children}
      </Router>
    );
    const { result } = renderHook(() => useLaunchGame(), { wrapper });
    let launched = true;
    await act(async () => {
      launched = await result.current({
        kind: 'game',
        input: { category: 'COCKFIGHT', vendor: 'SV388', gameId: '500001', platform: 'MOBILE' },
      });
    });
    expect(launched).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(memory.history.at(-1)).toBe(
      `/m/login?redirect=${encodeURIComponent('/m/gameCenter?gameCategory=COCKFIGHT')}`,
    );
  });
});

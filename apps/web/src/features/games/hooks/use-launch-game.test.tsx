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

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { GameItem } from '@lotto/contract';
import { AppProvider } from '@/app/provider';
import { dismissToast, getToasts } from '@/components/ui/toast-store';
import { envelopeResponse, loginAs, testQueryClient } from '@/testing/test-utils';
import { useTileActions } from './use-tile-actions';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of getToasts()) dismissToast(t.id);
});

const game = { nodeId: 1, vassalage: 'DEMO' } as unknown as GameItem;

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProvider queryClient={testQueryClient()}>
    <Router hook={memoryLocation({ path: '/m/gameList' }).hook}>{children}</Router>
  </AppProvider>
);

describe('§8, §9 the favourite call', () => {
  it('shows the 3 s loading toast while it runs, then "saved"', async () => {
    loginAs();
    let answer: ((r: Response) => void) | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        (input instanceof Request ? input.url : String(input)).includes('favourites')
          ? new Promise<Response>((resolve) => (answer = resolve))
          : envelopeResponse(null, 404, { code: 'NOT_FOUND' }),
      ),
    );
    const { result } = renderHook(() => useTileActions(), { wrapper });
    act(() => result.current.toggleFavourite(game, false));
    expect(getToasts()).toEqual([expect.objectContaining({ kind: 'loading' })]);
    await waitFor(() => expect(answer).not.toBeNull());
    await act(async () => answer?.(envelopeResponse(null)));
    await waitFor(() =>
      expect(getToasts()).toEqual([expect.objectContaining({ kind: 'success' })]),
    );
  });

  it('a failure only hides the loading indicator', async () => {
    loginAs();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse(null, 500, { code: 'INTERNAL', message: 'x' })),
    );
    const { result } = renderHook(() => useTileActions(), { wrapper });
    act(() => result.current.toggleFavourite(game, false));
    expect(getToasts()).toEqual([expect.objectContaining({ kind: 'loading' })]);
    await waitFor(() => expect(getToasts()).toEqual([]));
  });
});

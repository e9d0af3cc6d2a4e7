import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { envelopeResponse, renderRoute, stubServer } from '@/testing/test-utils';

afterEach(() => vi.unstubAllGlobals());

const LAUNCH = '/wps/game/launchGame';

describe('§2.1 /m/launchGame opened by a visitor (§6)', () => {
  it('goes to /m/login with the launch to come back to, not on to pageBack', async () => {
    const fetch = stubServer({
      answer: (url) => (url.startsWith(LAUNCH) ? envelopeResponse({ gameUrl: '/x' }) : undefined),
    });
    const { pathname, search } = renderRoute(
      '/m/launchGame?code=PG&gameId=PG_0001&pageBack=/m/gameList',
    );
    await waitFor(() => expect(pathname()).toBe('/m/login'));
    expect(search().get('redirect')).toBe(
      '/m/launchGame?code=PG&gameId=PG_0001&pageBack=%2Fm%2FgameList',
    );
    // It stays there: no launch call, no later move to pageBack.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pathname()).toBe('/m/login');
    expect(
      fetch.mock.calls.map((call) => String(call[0])).filter((u) => u.includes(LAUNCH)),
    ).toEqual([]);
  });
});

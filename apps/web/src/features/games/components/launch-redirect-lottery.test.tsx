import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { envelopeResponse, loginAs, renderRoute, stubServer } from '@/testing/test-utils';

afterEach(() => vi.unstubAllGlobals());

const LAUNCH = '/wps/game/launchGame';
/** The lottery page's code never comes: the test's page embeds no frame (happy-dom would load it). */
const PAGE_CODE = '/wps/game/lottery/pageCode';

/** The server's answers, and the launch calls the page made. */
const serve = (launch: () => Response) => {
  const fetch = stubServer({
    answer: (url) =>
      url.startsWith(LAUNCH)
        ? launch()
        : url.startsWith(PAGE_CODE)
          ? new Promise<Response>(() => undefined)
          : undefined,
  });
  return () =>
    fetch.mock.calls
      .map((call) => new URL(String(call[0]), 'https://x'))
      .filter((url) => url.pathname === LAUNCH);
};

describe("§2.1 /m/launchGame of a special vendor's lottery game (§9)", () => {
  it('launches it first (the server puts it on the recent lotteries, §2.9), then opens its page', async () => {
    loginAs();
    const launches = serve(() =>
      envelopeResponse({ gameUrl: '/m/startLottery?mui=demo&gameId=101&playType=trad' }),
    );
    const { pathname } = renderRoute('/m/launchGame?code=TCG_SEA&gameId=101&pageBack=/m/lottery');
    await waitFor(() => expect(pathname()).toBe('/m/startLottery'));
    expect(launches().map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { category: 'LOTT', vendor: 'TCG_SEA', gameId: '101', platform: 'MOBILE' },
    ]);
    // The e-lottery vendor is listed under ELOTT.
    renderRoute('/m/launchGame?code=ELOTT&gameId=7');
    await waitFor(() => expect(launches()).toHaveLength(2));
    expect(launches()[1]!.searchParams.get('category')).toBe('ELOTT');
  });

  it('a refused launch opens no lottery page but goes back to pageBack', async () => {
    loginAs();
    serve(() => envelopeResponse(null, 404, { code: 'NOT_FOUND', message: 'No lottery 101' }));
    const { pathname } = renderRoute('/m/launchGame?code=LOTT&gameId=101&pageBack=/m/lottery');
    await waitFor(() => expect(pathname()).toBe('/m/lottery'));
  });

  it('a visitor goes to /m/login without a launch', async () => {
    const launches = serve(() => envelopeResponse({ gameUrl: '/m/startLottery' }));
    const { pathname } = renderRoute('/m/launchGame?code=TCG_SEA&gameId=101');
    await waitFor(() => expect(pathname()).toBe('/m/login'));
    expect(launches()).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FIRST_VIEW_ELEMENT_ID } from '@lotto/contract';
import type { FirstViewAnswers } from '@lotto/contract';
import { resetFirstViewAnswers, takeFirstViewAnswer } from '@/lib/first-view-answers';
import { loginAs, renderRoute, stubServer, testQueryClient } from '@/testing/test-utils';
import { openStartPage, resetOpenedPages } from './router';
import { pathsOf } from '@/config/pages';
import { pageRouteOf, pageRoutes } from './route-table';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
  resetFirstViewAnswers();
});

const allAliases = pageRoutes.flatMap((r) =>
  pathsOf(r.page).map((path) => [path, r.page] as const),
);

/** The index's block of first-view answers, as the server writes it. */
const carryAnswers = () => {
  // Answers serve only a young page (FIRST_VIEW_ANSWER_MAX_AGE_MS from the navigation); the test
  // page's clock started with the test file, which a busy machine can take longer than that to
  // reach, so the page is made young again.
  const now = performance.now.bind(performance);
  const start = now();
  vi.spyOn(performance, 'now').mockImplementation(() => now() - start + 1);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_VIEW_ELEMENT_ID;
  block.textContent = JSON.stringify({
    language: 'th',
    merchant: 'DEMO',
    serverTime: Date.now(),
    answers: { 'GET /wps/system/status': { success: true, value: {} } },
    visitorOnly: [],
  } satisfies FirstViewAnswers);
  document.body.appendChild(block);
  resetFirstViewAnswers();
};

/** Home's code replaced by a page that says whether its first calls had finished. */
const homeWithSlowCalls = () => {
  let answered = false;
  const seen: boolean[] = [];
  const Component = () => {
    seen.push(answered);
    return <div data-testid="page-home">{String(answered)}</div>;
  };
  // Like a real page's calls: starting them takes the carried answer at once, the rest comes later.
  const prefetch = () => {
    takeFirstViewAnswer('GET', '/wps/system/status', {
      language: 'th',
      merchant: null,
      hasSession: false,
    });
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        answered = true;
        resolve();
      }, 20),
    );
  };
  vi.spyOn(pageRouteOf('/m/home'), 'load').mockResolvedValue({ Component, prefetch });
  return seen;
};

/** The launch page leaves in its first effect: seeing it rendered first is a race. */
const LEAVES_AT_ONCE = 'launch-game';

describe('router', () => {
  it.each(allAliases.filter(([, page]) => page !== LEAVES_AT_ONCE))(
    '%s renders page-%s for a member',
    async (path, page) => {
      stubServer();
      loginAs();
      renderRoute(path);
      expect(await screen.findByTestId(`page-${page}`)).toBeTruthy();
    },
  );

  it.each(allAliases.filter(([, page]) => page === LEAVES_AT_ONCE))(
    '%s without a game goes on to the game page for a member (§2.1)',
    async (path) => {
      stubServer();
      loginAs();
      renderRoute(path);
      expect(await screen.findByTestId('page-game-list')).toBeTruthy();
    },
  );

  it('shows home for an unknown path', async () => {
    stubServer();
    renderRoute('/m/does-not-exist');
    expect(await screen.findByTestId('page-home')).toBeTruthy();
  });

  it('matches paths whatever their case, with a trailing slash', async () => {
    stubServer();
    renderRoute('/M/LOGIN/');
    expect(await screen.findByTestId('page-login')).toBeTruthy();
  });

  it('sends a visitor from an account page to the login page', async () => {
    stubServer();
    const deposit = vi.spyOn(pageRouteOf('/m/voucherCenter'), 'load');
    const { pathname } = renderRoute('/m/voucherCenter');
    expect(await screen.findByTestId('page-login')).toBeTruthy();
    expect(pathname()).toBe('/m/login');
    // §6 before the page's code is even asked for.
    expect(deposit).not.toHaveBeenCalled();
  });

  it('lets a visitor into the points mall (§2.1)', async () => {
    stubServer();
    renderRoute('/m/mall/mallHome');
    expect(await screen.findByTestId('page-mall')).toBeTruthy();
  });

  it('the agent pages, the last §2.1 routes built, tell a player "not an agent" (§8)', async () => {
    stubServer();
    loginAs();
    renderRoute('/m/agent/team/pnl');
    await screen.findByTestId('page-team-pnl');
    expect(await screen.findByTestId('not-agent')).toBeTruthy();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });

  it('says so on the profile download page when the merchant has no profile (§2.1)', async () => {
    stubServer();
    renderRoute('/m/appDownload?language=en');
    await screen.findByTestId('page-app-download');
    expect(await screen.findByTestId('profile-missing')).toBeTruthy();
  });

  it('fades a page in after a navigation, not on the first load (§2.2)', async () => {
    stubServer();
    renderRoute('/m/notice');
    await screen.findByTestId('page-notice');
    expect(document.querySelector('.page-fade--animate')).toBeNull();
    fireEvent.click(screen.getByTestId('bottom-menu-home'));
    await screen.findByTestId('page-home');
    expect(document.querySelector('.page-fade--animate')).toBeTruthy();
  });

  it('logs and shows a loading image when a route fails to load', async () => {
    stubServer();
    resetOpenedPages();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(pageRouteOf('/m/notice'), 'load').mockRejectedValue(new Error('chunk gone'));
    renderRoute('/m/notice');
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(screen.getAllByRole('img').length).toBeGreaterThan(0);
    await waitFor(() => expect(logged).toHaveBeenCalled());
  });

  it('logs and shows a loading image when a page fails while it renders', async () => {
    stubServer();
    resetOpenedPages();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Component = () => {
      throw new Error('broken page');
    };
    vi.spyOn(pageRouteOf('/m/notice'), 'load').mockResolvedValue({ Component });
    renderRoute('/m/notice');
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    // The frame stays: only the page gave up.
    expect(screen.getByTestId('bottom-menu')).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalled());
  });

  it('paints the first page once its carried answers are in', async () => {
    stubServer();
    resetOpenedPages();
    carryAnswers();
    const seen = homeWithSlowCalls();
    renderRoute('/m/home');
    expect((await screen.findByTestId('page-home')).textContent).toBe('true');
    expect(seen).not.toContain(false);
  });

  it('renders a start page opened before the app as its first render, its calls started once', async () => {
    stubServer();
    resetOpenedPages();
    carryAnswers();
    const prefetch = vi.fn(() => Promise.resolve());
    const Component = () => <div data-testid="page-home" />;
    vi.spyOn(pageRouteOf('/m/home'), 'load').mockResolvedValue({ Component, prefetch });
    const before = window.location.href;
    window.history.replaceState(null, '', '/m/home');
    try {
      await openStartPage(testQueryClient());
      renderRoute('/m/home');
      // No loading image first: the page is in the very first render.
      expect(screen.getByTestId('page-home')).toBeTruthy();
      expect(screen.getByTestId('bottom-menu')).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(prefetch).toHaveBeenCalledTimes(1);
    } finally {
      window.history.replaceState(null, '', before);
    }
  });

  it('on a slow phone renders before the start page is in, and still starts its calls once', async () => {
    stubServer();
    resetOpenedPages();
    carryAnswers();
    const prefetch = vi.fn(() => Promise.resolve());
    const Component = () => <div data-testid="page-home" />;
    let arrive: (module: { Component: typeof Component; prefetch: typeof prefetch }) => void = () =>
      undefined;
    vi.spyOn(pageRouteOf('/m/home'), 'load').mockReturnValue(
      new Promise((resolve) => {
        arrive = resolve;
      }),
    );
    const before = window.location.href;
    window.history.replaceState(null, '', '/m/home');
    try {
      const starting = openStartPage(testQueryClient());
      // The app's first render gave up waiting: the router opens pages itself from here.
      renderRoute('/m/home');
      arrive({ Component, prefetch });
      await starting;
      await screen.findByTestId('page-home');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(prefetch).toHaveBeenCalledTimes(1);
    } finally {
      window.history.replaceState(null, '', before);
    }
  });

  it('does not hold a page for its calls when nothing was carried', async () => {
    stubServer();
    resetOpenedPages();
    const seen = homeWithSlowCalls();
    renderRoute('/m/home');
    await screen.findByTestId('page-home');
    // Its first render came before the calls answered (a busy machine may render again since).
    expect(seen[0]).toBe(false);
  });
});

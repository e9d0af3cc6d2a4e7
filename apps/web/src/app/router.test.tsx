import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { loginAs, renderRoute, stubServer } from '@/testing/test-utils';
import { AppProvider } from './provider';
import { RouteError } from './layout/route-error';
import { pageRoutes } from './route-table';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const allAliases = pageRoutes.flatMap((r) => r.paths.map((path) => [path, r.page] as const));

describe('router', () => {
  it.each(allAliases)('%s renders page-%s for a member', async (path, page) => {
    stubServer();
    loginAs();
    renderRoute(path);
    expect(await screen.findByTestId(`page-${page}`)).toBeTruthy();
  });

  it('shows home for an unknown path', async () => {
    stubServer();
    renderRoute('/m/does-not-exist');
    expect(await screen.findByTestId('page-home')).toBeTruthy();
  });

  it('sends a visitor from an account page to the login page', async () => {
    stubServer();
    const { router } = renderRoute('/m/voucherCenter');
    expect(await screen.findByTestId('page-login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/m/login');
  });

  it('lets a visitor into the points mall (§2.1)', async () => {
    stubServer();
    renderRoute('/m/mall/mallHome');
    expect(await screen.findByTestId('page-mall')).toBeTruthy();
  });

  it('shows an honest coming-soon state on pages that later issues fill', async () => {
    stubServer();
    renderRoute('/m/promotions');
    await screen.findByTestId('page-promotions');
    expect(screen.getAllByTestId('coming-soon').length).toBeGreaterThan(0);
  });

  it('logs and shows a loading image when a route fails to load', async () => {
    stubServer();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', lazy: () => Promise.reject(new Error('chunk gone')), ErrorBoundary: RouteError },
    ]);
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(screen.getByRole('img')).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalled());
  });
});

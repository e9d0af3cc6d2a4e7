import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { merchantConfig } from '@lotto/contract';
import { demoSettings } from '@/testing/fixtures';
import { renderRoute, stubServer } from '@/testing/test-utils';
import { routeAliasTarget } from './route-aliases';

afterEach(() => vi.unstubAllGlobals());

const aliases = [
  { path: '/m/vip', to: '/m/member/benefits' },
  { path: '/m/notice', to: '/m/promotions' },
  { path: '/m/nowhere', to: '/m/not-a-page' },
  { path: '/m/offers', to: '/m/promotions' },
];

describe('§2.1 route aliases from the merchant configuration', () => {
  it('an alias opens its page; a real route is never shadowed; a target must be a page', () => {
    expect(routeAliasTarget('/m/vip', aliases)).toBe('/m/member/benefits');
    expect(routeAliasTarget('/M/VIP/', aliases)).toBe('/m/member/benefits');
    expect(routeAliasTarget('/m/notice', aliases)).toBeNull();
    expect(routeAliasTarget('/m/nowhere', aliases)).toBeNull();
    expect(routeAliasTarget('/m/vip', undefined)).toBeNull();
  });

  it('the router sends the alias to its page, with the query', async () => {
    stubServer({ settings: { ...demoSettings, routeAliases: aliases } });
    const { pathname } = renderRoute('/m/offers?id=3');
    await waitFor(() => expect(pathname()).toBe('/m/promotions'));
    expect(await screen.findByTestId('page-promotions', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('the configuration refuses a path outside /m/, the same path twice, and an alias to itself', () => {
    const base = { path: '/m/vip', to: '/m/member/benefits' };
    const check = (routeAliases: unknown) =>
      merchantConfig.shape.routeAliases.safeParse(routeAliases).success;
    expect(check([base])).toBe(true);
    expect(check([{ ...base, path: '/vip' }])).toBe(false);
    expect(check([{ ...base, path: '/m/vip', to: '/m/VIP' }])).toBe(false);
    expect(check([base, { ...base, to: '/m/home' }])).toBe(false);
  });
});

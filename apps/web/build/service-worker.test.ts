import { describe, expect, it } from 'vitest';
import { workboxOptions } from './service-worker';

type Match = (options: { request: Request; url: URL }) => boolean;
const routes = (workboxOptions.runtimeCaching ?? []).map((route) => ({
  match: route.urlPattern as Match,
  handler: route.handler,
}));

const requestOf = (url: string, destination: string, mode: RequestMode = 'cors') =>
  ({ url, destination, mode }) as unknown as Request;

const handlerFor = (path: string, destination = '', mode: RequestMode = 'cors') => {
  const url = new URL(path, self.location.origin);
  return routes.find((route) =>
    route.match({ request: requestOf(url.href, destination, mode), url }),
  )?.handler;
};

describe('the service worker routes', () => {
  it('never touch an API call: money, sessions and balances always go to the network', () => {
    for (const path of [
      '/wps/member/balance',
      '/wps/session/login',
      '/wps/deposit/submit',
      '/lgw/vendor/wallet',
      '/lotto/h5/orders',
      '/ops/members',
    ]) {
      expect(handlerFor(path), path).toBeUndefined();
      expect(handlerFor(path, 'image'), path).toBeUndefined();
    }
  });

  it('ask the network for every page, with the offline page only as a fallback', () => {
    expect(handlerFor('/m/home', 'document', 'navigate')).toBe('NetworkOnly');
    expect(handlerFor('/console/', 'document', 'navigate')).toBeUndefined();
  });

  it('keep art and fonts, bounded', () => {
    expect(handlerFor('/media/games/PG_0001.webp', 'image')).toBe('CacheFirst');
    expect(handlerFor('https://cdn.example.com/banner.jpg', 'image')).toBe('CacheFirst');
    expect(handlerFor('/m/assets/kanit-thai-600-normal-x.woff2', 'font')).toBe('CacheFirst');
    for (const route of workboxOptions.runtimeCaching ?? []) {
      if (route.handler !== 'CacheFirst') continue;
      expect(route.options?.expiration?.maxEntries).toBeGreaterThan(0);
      expect(route.options?.expiration?.purgeOnQuotaError).toBe(true);
    }
  });

  it('do not take over an open page by themselves (the app picks the moment)', () => {
    expect(workboxOptions.skipWaiting).toBe(false);
    expect(workboxOptions.clientsClaim).toBe(false);
    expect(workboxOptions.navigateFallback).toBeNull();
  });
});

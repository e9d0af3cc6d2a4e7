import { describe, expect, it } from 'vitest';
import type { ConsolidatedSettings } from '@lotto/contract';
import { demoSettings } from '@/testing/fixtures';
import { logoAnchorProps, logoLinkTarget } from './logo-link';

const here = new URL('https://m.demo.example/m/home');
const settings = {
  ...demoSettings,
  mainDomain: 'demo.example',
  domainRoute: { mainDomain: 'demo.example', domains: ['demo2.example'] },
} as ConsolidatedSettings;

describe('§2.2 the logo link', () => {
  it('a page of this app opens in place', () => {
    expect(logoLinkTarget('/m/promotions?id=4', here, settings)).toEqual({
      kind: 'app',
      to: '/m/promotions?id=4',
    });
    expect(logoLinkTarget('https://m.demo.example/m/home', here, settings)).toEqual({
      kind: 'app',
      to: '/m/home',
    });
  });

  it("another address of this site, or the merchant's other domain, opens in the same tab", () => {
    const same = logoLinkTarget('https://m.demo.example/about.html', here, settings);
    expect(same).toEqual({ kind: 'same-tab', href: 'https://m.demo.example/about.html' });
    const other = logoLinkTarget('https://demo2.example/', here, settings);
    expect(other.kind).toBe('same-tab');
    expect(logoAnchorProps(same as Exclude<typeof same, { kind: 'app' }>)).toEqual({});
  });

  it("anyone else's site opens in a new tab", () => {
    const target = logoLinkTarget('https://partner.example/', here, settings);
    expect(target).toEqual({ kind: 'new-tab', href: 'https://partner.example/' });
    expect(logoAnchorProps(target as Exclude<typeof target, { kind: 'app' }>)).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });
});

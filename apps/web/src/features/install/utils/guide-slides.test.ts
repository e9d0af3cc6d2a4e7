import { describe, expect, it } from 'vitest';
import { detectPlatform } from '@/lib/platform';
import { guideButtons, guideSlideKeys, guideSystemOf, guideTipKey } from './guide-slides';

const ios = (version: string) =>
  detectPlatform({
    userAgent: `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1`,
    standalone: false,
  });
const android = detectPlatform({
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  standalone: false,
});

describe('§2.13 add-to-home-screen guide', () => {
  it('has three slides per system', () => {
    expect(guideSlideKeys('ios')).toEqual([
      'install.guide_ios_1',
      'install.guide_ios_2',
      'install.guide_ios_3',
    ]);
    expect(guideSlideKeys('android')).toHaveLength(3);
    expect(guideSystemOf(ios('17_4'))).toBe('ios');
    expect(guideSystemOf(android)).toBe('android');
  });

  it.each([
    ['first', 0, { previous: false, next: true, confirm: false }],
    ['second', 1, { previous: true, next: true, confirm: false }],
    ['third', 2, { previous: true, next: false, confirm: true }],
  ])('shows the buttons of the %s slide', (_name, index, buttons) => {
    expect(guideButtons(index)).toEqual(buttons);
  });

  it.each([
    ['10_3', 'install.tip_ios_11'],
    ['11_4', 'install.tip_ios_11'],
    ['12_0', 'install.tip_ios_12_0'],
    ['12_1_4', 'install.tip_ios_12_0'],
    ['12_2', null],
    ['17_4', null],
  ])('iOS %s gets the tip %s', (version, tip) => {
    expect(guideTipKey(ios(version))).toBe(tip);
  });

  it('gives Android no iOS tip', () => {
    expect(guideTipKey(android)).toBeNull();
  });
});

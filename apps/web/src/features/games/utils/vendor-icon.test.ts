import { describe, expect, it } from 'vitest';
import { pickCdn, vendorIconUrl } from './vendor-icon';

describe('vendor icon URL (§3)', () => {
  it('is the CDN base, the category, a dash and the vendor', () => {
    expect(vendorIconUrl('/media/vendors/', 'RNG', 'PG')).toBe('/media/vendors/RNG-PG');
  });

  it('uses the ELOTT icon for GPI in the lottery category only', () => {
    expect(vendorIconUrl('https://cdn/', 'LOTT', 'GPI')).toBe('https://cdn/ELOTT-GPI');
    expect(vendorIconUrl('https://cdn/', 'LOTT', 'TCG_SEA')).toBe('https://cdn/LOTT-TCG_SEA');
  });

  it('uses the sports icon for e-sports', () => {
    expect(vendorIconUrl('https://cdn/', 'ESPORTS', 'TF')).toBe('https://cdn/SPORTS-TF');
  });

  it('picks the CDN at random from the list', () => {
    const cdns = ['https://a/', 'https://b/', 'https://c/'];
    expect(pickCdn(cdns, () => 0)).toBe('https://a/');
    expect(pickCdn(cdns, () => 0.5)).toBe('https://b/');
    expect(pickCdn(cdns, () => 0.9999)).toBe('https://c/');
    expect(pickCdn([], () => 0.3)).toBe('');
  });
});

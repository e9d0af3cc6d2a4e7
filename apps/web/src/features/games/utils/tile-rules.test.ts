import { describe, expect, it } from 'vitest';
import { asksForView, launchInputOf, tileImageSrc, tileTap } from './tile-rules';

const icons = { showIcon: null, mobileLargeIcon: null, iconUrl: null };

describe('tile rules (§2.7)', () => {
  it('prefers showIcon, then the large icon, then iconUrl, else the default image', () => {
    expect(tileImageSrc({ ...icons, showIcon: '/a.svg', iconUrl: '/c.svg' })).toBe('/a.svg');
    expect(tileImageSrc({ ...icons, mobileLargeIcon: '/b.svg', iconUrl: '/c.svg' })).toBe('/b.svg');
    expect(tileImageSrc({ ...icons, iconUrl: '/c.svg' })).toBe('/c.svg');
    expect(tileImageSrc(icons)).toBeNull();
  });

  it('asks Mobile or Desktop for sports and e-sports only', () => {
    expect(asksForView('SPORTS')).toBe(true);
    expect(asksForView('ESPORTS')).toBe(true);
    expect(asksForView('RNG')).toBe(false);
  });

  it('shows the play mask when supportPlay is 0, else launches', () => {
    expect(tileTap({ gameType: 'RNG', supportPlay: 0 })).toBe('mask');
    expect(tileTap({ gameType: 'LIVE', supportPlay: 1 })).toBe('launch');
    expect(tileTap({ gameType: 'SPORTS', supportPlay: 0 })).toBe('choose-view');
  });

  it('launches with the category, vendor, ids and the mobile platform', () => {
    expect(
      launchInputOf({ gameType: 'RNG', vassalage: 'PG', gameId: 'g1', roomId: null, nodeId: 7 }),
    ).toEqual({ category: 'RNG', vendor: 'PG', gameId: 'g1', nodeId: 7, platform: 'MOBILE' });
    expect(
      launchInputOf(
        { gameType: 'SPORTS', vassalage: 'SBO', gameId: '', roomId: 'r', nodeId: 3 },
        'Desktop',
      ),
    ).toMatchObject({ roomId: 'r', view: 'Desktop' });
  });
});

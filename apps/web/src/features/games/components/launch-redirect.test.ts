import { describe, expect, it } from 'vitest';
import { launchInputFromQuery, pageBackPath } from './launch-redirect';

describe('/m/launchGame query (§2.1)', () => {
  it('launches the vendor named by code, with the category from the prize mode', () => {
    expect(
      launchInputFromQuery(new URLSearchParams('code=GPI&prize_mode=Elott&gameId=k1')),
    ).toEqual({
      category: 'ELOTT',
      vendor: 'GPI',
      gameId: 'k1',
      platform: 'MOBILE',
    });
    expect(
      launchInputFromQuery(new URLSearchParams('code=DEMO&category=rng&gameGroupId=g7')),
    ).toMatchObject({
      category: 'RNG',
      gameId: 'g7',
    });
    expect(launchInputFromQuery(new URLSearchParams('gameId=1'))).toBeNull();
  });

  it('goes back only to paths of this app', () => {
    expect(pageBackPath(new URLSearchParams('pageBack=/m/lottery'))).toBe('/m/lottery');
    expect(pageBackPath(new URLSearchParams('pageBack=https://evil.example'))).toBe('/m/game');
    expect(pageBackPath(new URLSearchParams())).toBe('/m/game');
  });
});

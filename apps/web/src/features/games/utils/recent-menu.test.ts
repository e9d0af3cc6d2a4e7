import { describe, expect, it } from 'vitest';
import { recentMenu } from './recent-menu';

describe('recent games menu (§9)', () => {
  it('drops lottery, e-lottery and e-sports categories and adds one lottery tab', () => {
    const sorted = (['RNG', 'LIVE', 'LOTT', 'ESPORTS', 'SPORTS', 'ELOTT', 'PVP'] as const).map(
      (gameCategory) => ({ gameCategory, vendorNames: [] }),
    );
    expect(recentMenu(sorted)).toEqual(['RNG', 'LIVE', 'SPORTS', 'PVP', 'LOTTERY']);
  });
});

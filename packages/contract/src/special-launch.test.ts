import { describe, expect, it } from 'vitest';
import { SPECIAL_LAUNCH_VENDORS } from './constants';
import { specialLaunchOf } from './special-launch';

describe('special launch vendors (§9)', () => {
  it('gives each of the four its prize mode, and the SEA lottery its lottoMode', () => {
    expect(SPECIAL_LAUNCH_VENDORS.map((v) => [v, specialLaunchOf(v)])).toEqual([
      ['TCG_LOTTO_VN', { prizeMode: 'Lott' }],
      ['TCG_SEA', { prizeMode: 'SEA', lottoMode: 'SEA_Tradition' }],
      ['LOTT', { prizeMode: 'Lott' }],
      ['ELOTT', { prizeMode: 'Elott' }],
    ]);
  });

  it('leaves every other vendor to the generic launch', () => {
    expect(specialLaunchOf('PG')).toBeNull();
    expect(specialLaunchOf('GPI')).toBeNull();
    expect(specialLaunchOf('tcg_sea')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { filterChips } from './filter-chips';

describe('filter chips (§2.8)', () => {
  const vendors = [{ accountTypeName: 'PG', displayName: 'PG Slots' }];

  it('shows one chip per active filter in a fixed order, with the vendor display name', () => {
    const chips = filterChips(
      { gameName: ' fortune ', minBet: '0.5', gameClassify: 'JP', vassalage: 'PG' },
      vendors,
    );
    expect(chips.map((c) => c.field)).toEqual(['vassalage', 'gameClassify', 'minBet', 'gameName']);
    expect(chips[0]?.values).toEqual({ value: 'PG Slots' });
    expect(chips[1]?.labelKey).toBe('classify.JP');
    expect(chips[3]?.values).toEqual({ value: 'fortune' });
  });

  it('falls back to the vendor code and shows nothing for an empty filter', () => {
    expect(filterChips({ vassalage: 'XX' }, vendors)[0]?.values).toEqual({ value: 'XX' });
    expect(filterChips({ gameName: '  ' }, vendors)).toEqual([]);
  });
});

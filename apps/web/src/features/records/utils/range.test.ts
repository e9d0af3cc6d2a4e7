import { describe, expect, it } from 'vitest';
import { customReady, dayIn, rangeQuery } from './range';

describe('record ranges', () => {
  it('sends days only for a custom range', () => {
    expect(rangeQuery({ range: '7d', from: '2026-01-01', to: '2026-01-02' })).toEqual({
      range: '7d',
    });
    expect(rangeQuery({ range: 'custom', from: '2026-01-01', to: '2026-01-02' })).toEqual({
      range: 'custom',
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });
  it('a custom range needs both days in order', () => {
    expect(customReady('2026-01-02', '2026-01-01')).toBe(false);
    expect(customReady('', '2026-01-01')).toBe(false);
    expect(customReady('2026-01-01', '2026-01-01')).toBe(true);
  });
  it('writes times in the merchant zone', () => {
    // 18:00 UTC is 01:00 the next day in Bangkok (+7 h).
    const at = Date.parse('2026-03-09T18:00:00Z');
    expect(dayIn(at, 420)).toBe('2026-03-10');
  });
});

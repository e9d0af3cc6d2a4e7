import { describe, expect, it } from 'vitest';
import { customRangeIssues, statementQueryOf } from './statement-range';

describe('the statement range', () => {
  it('asks the server for a preset or the days chosen', () => {
    expect(statementQueryOf({ range: '7d' })).toEqual({ range: '7d' });
    expect(statementQueryOf({ range: 'custom', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('names the field of days the server would refuse', () => {
    expect(customRangeIssues('', '2026-11-30')).toEqual({ from: 'statement.from_required' });
    expect(customRangeIssues('2026-11-01', '')).toEqual({ to: 'statement.to_required' });
    expect(customRangeIssues('2026-11-02', '2026-11-01')).toEqual({
      to: 'statement.to_before_from',
    });
    expect(customRangeIssues('2026-01-01', '2026-04-03')).toEqual({ to: 'statement.too_long' });
    expect(customRangeIssues('2026-01-01', '2026-04-02')).toEqual({});
    expect(customRangeIssues('2026-11-01', '2026-11-01')).toEqual({});
  });
});

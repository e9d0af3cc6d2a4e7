import { describe, expect, it } from 'vitest';
import { amountProblem, amountUnits, formatMoney, quickAmounts } from './amount';

const THB = { min: '100.0000', max: '50000.0000', decimals: 2 };

describe('money amounts on the page', () => {
  it('reads typed amounts exactly, never through a float', () => {
    expect(amountUnits('0.1')).toBe(1_000n);
    expect(amountUnits('123456789012.34')).toBe(1_234_567_890_123_400n);
    expect(amountUnits('1.23456')).toBeNull();
    expect(amountUnits('-1')).toBeNull();
    expect(amountUnits('1e3')).toBeNull();
  });

  it('names what is wrong, as the server would', () => {
    expect(amountProblem('', THB)).toEqual({ key: 'money.amount_required' });
    expect(amountProblem('abc', THB)).toEqual({ key: 'money.amount_format' });
    expect(amountProblem('0', THB)).toEqual({ key: 'money.amount_min', min: '100.0000' });
    expect(amountProblem('0.00', THB)).toEqual({ key: 'money.amount_min', min: '100.0000' });
    expect(amountProblem('-1', THB)).toEqual({ key: 'money.amount_min', min: '100.0000' });
    expect(amountProblem('-5', THB)).toEqual({ key: 'money.amount_min', min: '100.0000' });
    expect(amountProblem('1-1', THB)).toEqual({ key: 'money.amount_format' });
    expect(amountProblem('0.001', THB)).toEqual({ key: 'money.amount_decimals', decimals: 2 });
    expect(amountProblem('100.001', THB)).toEqual({ key: 'money.amount_decimals', decimals: 2 });
    expect(amountProblem('99.99', THB)).toEqual({ key: 'money.amount_min', min: '100.0000' });
    expect(amountProblem('50000.01', THB)).toEqual({ key: 'money.amount_max', max: '50000.0000' });
    expect(amountProblem('100', THB)).toBeNull();
    expect(amountProblem(' 50000.00 ', THB)).toBeNull();
  });

  it('reads Thai digits as digits', () => {
    expect(amountUnits('๑๐๐')).toBe(1_000_000n);
    expect(amountUnits('๒๕.๕')).toBe(255_000n);
    expect(amountProblem('๑๐๐', THB)).toBeNull();
    expect(amountProblem('๑๐๐,๕๐', THB)).toBeNull();
    expect(amountProblem('๐', THB)).toEqual({ key: 'money.amount_min', min: '100.0000' });
    expect(amountProblem('๙๙', THB)).toEqual({ key: 'money.amount_min', min: '100.0000' });
  });

  it('shows the currency decimals, cut and grouped', () => {
    expect(formatMoney('1234567.8999', 2, 'en')).toBe('1,234,567.89');
    expect(formatMoney('500.9800', 2, 'th')).toBe('500.98');
    expect(formatMoney('12.5000', 0, 'en')).toBe('12');
  });

  it('offers chips inside the limits only', () => {
    expect(quickAmounts('100.0000', '50000.0000')).toEqual([
      '100',
      '300',
      '500',
      '1000',
      '5000',
      '10000',
    ]);
    expect(quickAmounts('400.0000', '2000.0000')).toEqual(['500', '1000']);
  });
});

import { describe, expect, it } from 'vitest';
import { currencyMinorUnit, fromUnits, toUnits } from './money';

describe('wallet money', () => {
  it('reads decimal strings exactly, without floats', () => {
    expect(toUnits('0.1')).toBe(1000n);
    expect(toUnits('1000.00')).toBe(10_000_000n);
    expect(toUnits('123456789012345.9999')).toBe(1_234_567_890_123_459_999n);
    expect(toUnits('-2.5')).toBe(-25_000n);
    expect(() => toUnits('1.23456')).toThrow();
  });

  it('writes 4 decimals', () => {
    expect(fromUnits(0n)).toBe('0.0000');
    expect(fromUnits(10_000_001n)).toBe('1000.0001');
    expect(fromUnits(-25_000n)).toBe('-2.5000');
  });

  it('knows the minor unit of a currency', () => {
    expect(currencyMinorUnit(2)).toBe(100n);
    expect(currencyMinorUnit(0)).toBe(10_000n);
    expect(currencyMinorUnit(4)).toBe(1n);
  });
});

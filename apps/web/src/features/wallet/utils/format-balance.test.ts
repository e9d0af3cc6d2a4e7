import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatTopBarBalance,
  isZeroBalance,
  localeOf,
  walletTotal,
} from './format-balance';

describe('balance format (§3, §9)', () => {
  it('shows 2 decimals with thousands separators by locale', () => {
    expect(formatTopBarBalance('1234567.8900', 'en')).toBe('1,234,567.89');
    expect(formatTopBarBalance('1000.0000', 'th')).toBe('1,000.00');
    expect(formatTopBarBalance('1234.5000', 'id')).toBe('1.234,50');
  });

  it('rounds half up on the digits, with no float artefacts', () => {
    expect(formatTopBarBalance('0.1050', 'en')).toBe('0.11');
    expect(formatTopBarBalance('999.9950', 'en')).toBe('1,000.00');
    expect(formatTopBarBalance('90071992547409931.0049', 'en')).toBe('90,071,992,547,409,931.00');
  });

  it('keeps 4 decimals when asked and refuses what is not a decimal', () => {
    expect(formatDecimal('12.5', 4, 'en')).toBe('12.5000');
    expect(formatDecimal('abc', 2, 'en')).toBeNull();
  });

  it('knows a zero balance', () => {
    expect(isZeroBalance('0.0000')).toBe(true);
    expect(isZeroBalance('0')).toBe(true);
    expect(isZeroBalance('0.0100')).toBe(false);
  });

  it('maps cn to a Chinese locale', () => {
    expect(localeOf('cn')).toBe('zh-CN-u-nu-latn');
    expect(localeOf('th')).toBe('th-u-nu-latn');
  });

  it('the total wallet is cash and bonus, added on the digits', () => {
    expect(walletTotal({ sumBalance: '1000.0000', bonus: '50.5000' })).toBe('1050.5000');
    expect(walletTotal({ sumBalance: '0.1000', bonus: '0.2000' })).toBe('0.3000');
    expect(walletTotal({ sumBalance: '90071992547409931.0049', bonus: '0.0001' })).toBe(
      '90071992547409931.0050',
    );
    expect(walletTotal({ sumBalance: '7', bonus: '0.25' })).toBe('7.25');
    expect(formatTopBarBalance(walletTotal({ sumBalance: '1710.0600', bonus: '0' }), 'th')).toBe(
      '1,710.06',
    );
  });
});

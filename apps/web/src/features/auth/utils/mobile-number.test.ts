import { describe, expect, it } from 'vitest';
import { isValidMobileNumber } from './mobile-number';

describe('isValidMobileNumber', () => {
  it('accepts Thai mobiles with or without the trunk 0, and refuses the rest', async () => {
    expect(await isValidMobileNumber('0812345678', 'TH')).toBe(true);
    expect(await isValidMobileNumber('812345678', 'TH')).toBe(true);
    expect(await isValidMobileNumber('12345', 'TH')).toBe(false);
    expect(await isValidMobileNumber('0812345678', undefined)).toBe(false);
    expect(await isValidMobileNumber('08abc', 'TH')).toBe(false);
  });
});

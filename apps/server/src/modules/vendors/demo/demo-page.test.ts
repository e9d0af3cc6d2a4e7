import { describe, expect, it } from 'vitest';
import { formatDemoAmount } from './demo-page';

describe('demo slot amounts', () => {
  it('writes the thousands and decimal separators of the language, digits kept', () => {
    expect(formatDemoAmount('1710.06', 'th')).toBe('1,710.06');
    expect(formatDemoAmount('1710.06', 'en')).toBe('1,710.06');
    expect(formatDemoAmount('1234567.5', 'id')).toBe('1.234.567,5');
    expect(formatDemoAmount('90071992547409931.01', 'en')).toBe('90,071,992,547,409,931.01');
    expect(formatDemoAmount('999', 'en')).toBe('999');
  });
});

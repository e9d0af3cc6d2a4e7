import { describe, expect, it } from 'vitest';
import { iconFileProblem } from './icon-file';
import { formatAmount } from './format-amount';

describe('the head icon file (§5)', () => {
  it('takes png and jpg under 5 MB only', () => {
    expect(iconFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(iconFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(iconFileProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(iconFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('size');
  });
});

describe('formatAmount', () => {
  it('groups thousands and cuts to the decimals, never rounding up', () => {
    expect(formatAmount('1234567.8999', 2, 'en')).toBe('1,234,567.89');
    expect(formatAmount('0', 2, 'en')).toBe('0.00');
    expect(formatAmount('12', 0, 'en')).toBe('12');
  });
});

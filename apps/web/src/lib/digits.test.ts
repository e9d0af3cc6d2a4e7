import { describe, expect, it } from 'vitest';
import { asciiDigits, withAsciiDigits } from './digits';

describe('Thai digits', () => {
  it('reads every Thai digit as its ASCII digit and leaves the rest', () => {
    expect(asciiDigits('๐๑๒๓๔๕๖๗๘๙')).toBe('0123456789');
    expect(asciiDigits('๑๐๐.๕๐')).toBe('100.50');
    expect(asciiDigits('โทร ๐๘๑-๒๓๔')).toBe('โทร 081-234');
    expect(asciiDigits('abc 12')).toBe('abc 12');
  });

  it('rewrites a registered field as it is typed', () => {
    const seen: string[] = [];
    const field = withAsciiDigits({
      onChange: (e: { target: { value: string } }) => seen.push(e.target.value),
    });
    const target = { value: '๑๒๓๔๕๖' };
    field.onChange({ target });
    expect(target.value).toBe('123456');
    expect(seen).toEqual(['123456']);
  });
});

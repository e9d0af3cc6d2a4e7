import { describe, expect, it } from 'vitest';
import { decimalString, queryBoolean, unsignedDecimalString } from './fields';

describe('decimal strings', () => {
  it.each(['0', '1000', '10.5', '0.75', '-12.3400', '123456789012345.1234'])('accepts %s', (v) => {
    expect(decimalString.safeParse(v).success).toBe(true);
  });

  it.each([
    '1e3',
    '0.1.2',
    '.5',
    '5.',
    '01',
    '1,000',
    ' 1',
    '1.23456',
    '-0',
    'NaN',
    'Infinity',
    '',
  ])('refuses %j', (v) => {
    expect(decimalString.safeParse(v).success).toBe(false);
  });

  it('refuses numbers, so a float never stands in for money', () => {
    expect(decimalString.safeParse(0.1).success).toBe(false);
    expect(decimalString.safeParse(1e3).success).toBe(false);
  });

  it('unsigned refuses negatives', () => {
    expect(unsignedDecimalString.safeParse('0.01').success).toBe(true);
    expect(unsignedDecimalString.safeParse('-0.01').success).toBe(false);
  });
});

describe('queryBoolean', () => {
  it('reads query strings without treating "false" as true', () => {
    expect(queryBoolean.parse('false')).toBe(false);
    expect(queryBoolean.parse('0')).toBe(false);
    expect(queryBoolean.parse('true')).toBe(true);
    expect(queryBoolean.parse('1')).toBe(true);
    expect(queryBoolean.parse(true)).toBe(true);
    expect(queryBoolean.safeParse('yes').success).toBe(false);
  });
});

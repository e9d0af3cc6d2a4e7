import { describe, expect, it } from 'vitest';
import { percentOfBasisPoints, progressPercent, remaining } from './level-progress';

describe('level progress', () => {
  it('is the share of the threshold reached, capped at 100, without floats', () => {
    expect(progressPercent('0.0000', '1000.0000')).toBe(0);
    expect(progressPercent('250.0000', '1000.0000')).toBe(25);
    expect(progressPercent('999.9999', '1000.0000')).toBe(99);
    expect(progressPercent('1500.0000', '1000.0000')).toBe(100);
    expect(progressPercent('5.0000', '0.0000')).toBe(100);
  });
  it('says what is missing, never below 0', () => {
    expect(remaining('250.5000', '1000.0000')).toBe('749.5000');
    expect(remaining('2000.0000', '1000.0000')).toBe('0.0000');
  });
  it('writes basis points as a percent', () => {
    expect(percentOfBasisPoints(80)).toBe('0.8');
    expect(percentOfBasisPoints(120)).toBe('1.2');
    expect(percentOfBasisPoints(100)).toBe('1');
    expect(percentOfBasisPoints(5)).toBe('0.05');
  });
});

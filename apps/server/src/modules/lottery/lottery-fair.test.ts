import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isResultOf } from '@lotto/contract';
import { commitmentOf, deriveResult, digitStream, newSeed } from './lottery-fair';

describe('draws anyone can verify', () => {
  it('commits to the seed with SHA-256 of its bytes', () => {
    expect(commitmentOf('00'.repeat(32))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentOf(seed)).toBe(
      createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
    );
  });

  it('derives digits from HMAC-SHA-256 bytes below 250, mod 10, in order', () => {
    const seed = 'ab'.repeat(32);
    const bytes = [0, 1, 2].flatMap((i) => [
      ...createHmac('sha256', Buffer.from(seed, 'hex')).update(`202611210576:${i}`).digest(),
    ]);
    const expected = bytes
      .filter((b) => b < 250)
      .map((b) => String(b % 10))
      .join('');
    expect(digitStream(seed, '202611210576', 60)).toBe(expected.slice(0, 60));
  });

  it('cuts the digits into the prize numbers of the format, the same every time', () => {
    const seed = newSeed();
    const thai = deriveResult(seed, '20261121', 'thai');
    expect(isResultOf('thai', thai)).toBe(true);
    expect(thai.join('')).toBe(digitStream(seed, '20261121', 8));
    expect(deriveResult(seed, '20261121', 'thai')).toEqual(thai);
    expect(isResultOf('vn', deriveResult(seed, '20261121', 'vn'))).toBe(true);
    expect(deriveResult(seed, '20261122', 'thai')).not.toEqual(thai);
  });

  it('gives every digit about equally often', () => {
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 200; i++)
      for (const d of digitStream(newSeed(), String(i), 100)) counts[Number(d)]! += 1;
    // 20,000 digits: each near 2,000; ±300 is over 7 standard deviations.
    for (const c of counts) expect(Math.abs(c - 2000)).toBeLessThan(300);
  });
});

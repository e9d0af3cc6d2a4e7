import { describe, expect, it } from 'vitest';
import { LOTTERY_POLL_CAP_MS, LOTTERY_POLL_FALLBACK_MS } from '@lotto/contract';
import { drawPollDelay } from './poll-delay';

const draws = (...remain: number[]) => remain.map((remainTime) => ({ remainTime }));

describe('draw polling delay (§2.9, §9)', () => {
  it('waits for the smallest remaining time of the first 4 draws', () => {
    expect(drawPollDelay(draws(20, 7, 12, 9))).toBe(7000);
    // The fifth draw does not count, however soon.
    expect(drawPollDelay(draws(20, 17, 12, 9, 1))).toBe(9000);
  });

  it('never waits longer than 30000 ms', () => {
    expect(drawPollDelay(draws(3600, 86_400))).toBe(LOTTERY_POLL_CAP_MS);
    expect(LOTTERY_POLL_CAP_MS).toBe(30000);
  });

  it('retries after 1000 ms when a draw is due or past', () => {
    expect(drawPollDelay(draws(0, 50))).toBe(LOTTERY_POLL_FALLBACK_MS);
    expect(drawPollDelay(draws(30, -4))).toBe(LOTTERY_POLL_FALLBACK_MS);
    expect(LOTTERY_POLL_FALLBACK_MS).toBe(1000);
  });

  it('counts to the lock, where the open draw gives way to the next', () => {
    expect(
      drawPollDelay([
        { remainTime: 20, lockTime: 5 },
        { remainTime: 16, lockTime: 0 },
      ]),
    ).toBe(15000);
    expect(drawPollDelay([{ remainTime: 5, lockTime: 5 }])).toBe(LOTTERY_POLL_FALLBACK_MS);
  });

  it('with no draws at all, polls at the cap', () => {
    expect(drawPollDelay([])).toBe(LOTTERY_POLL_CAP_MS);
  });
});

import { LOTTERY_POLL_CAP_MS, LOTTERY_POLL_DRAWS, LOTTERY_POLL_FALLBACK_MS } from '@lotto/contract';

/**
 * §2.9, §9 when to re-read the draws: after the smallest remaining time (seconds) of the first 4
 * draws, at most 30000 ms, and after 1000 ms when that is 0 or less. A draw gives way to the next
 * at its lock, so a draw's remaining time runs to its lock when the answer gives one.
 */
export const drawPollDelay = (
  draws: readonly { remainTime: number; lockTime?: number }[],
): number => {
  const first = draws.slice(0, LOTTERY_POLL_DRAWS);
  if (first.length === 0) return LOTTERY_POLL_CAP_MS;
  const smallest = Math.min(...first.map((d) => d.remainTime - (d.lockTime ?? 0)));
  if (smallest <= 0) return LOTTERY_POLL_FALLBACK_MS;
  return Math.min(smallest * 1000, LOTTERY_POLL_CAP_MS);
};

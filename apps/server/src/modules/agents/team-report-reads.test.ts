import { describe, expect, it } from 'vitest';
import { teamReportReads } from './team-report-reads';

describe('team report reads', () => {
  it('runs at most its share at once, the rest in the order they came', async () => {
    const inTurn = teamReportReads(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const reads = [0, 1, 2, 3, 4].map((n) =>
      inTurn(async () => {
        started.push(n);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return n;
      }),
    );
    while (started.length < 5) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      releases.shift()?.();
    }
    releases.forEach((release) => release());
    expect(await Promise.all(reads)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('lets a failed read free its place', async () => {
    const inTurn = teamReportReads(1);
    await expect(inTurn(() => Promise.reject(new Error('lost connection')))).rejects.toThrow(
      'lost connection',
    );
    expect(await inTurn(() => Promise.resolve('next'))).toBe('next');
  });
});

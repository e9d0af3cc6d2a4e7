import { describe, expect, it } from 'vitest';
import { startRepeatingJob } from './repeating-job';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('startRepeatingJob', () => {
  it('runs one round at a time and skips ticks while a round runs', async () => {
    let active = 0;
    let most = 0;
    let rounds = 0;
    const job = startRepeatingJob(
      async () => {
        active++;
        most = Math.max(most, active);
        await sleep(60);
        active--;
        rounds++;
      },
      10,
      () => undefined,
    );
    await sleep(200);
    await job.stop();
    expect(most).toBe(1);
    expect(rounds).toBeGreaterThan(0);
    expect(rounds).toBeLessThan(5);
  });

  it('keeps a nudge made during a round for right after it; none at start when asked', async () => {
    const started: number[] = [];
    const job = startRepeatingJob(
      async () => {
        started.push(Date.now());
        await sleep(40);
      },
      60_000,
      () => undefined,
      { atStart: false },
    );
    await sleep(20);
    expect(started).toHaveLength(0);
    job.nudge();
    job.nudge();
    job.nudge();
    await sleep(150);
    await job.stop();
    expect(started).toHaveLength(2);
  });

  it('hands a failed round to onError and tries again; stop waits for the round', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    let finished = false;
    const job = startRepeatingJob(
      async () => {
        rounds++;
        if (rounds === 1) throw new Error('boom');
        await sleep(30);
        finished = true;
      },
      10,
      (err) => errors.push(err),
    );
    await sleep(25);
    await job.stop();
    expect(errors).toHaveLength(1);
    expect(rounds).toBeGreaterThanOrEqual(2);
    expect(finished).toBe(true);
  });
});

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from './clock';

export interface RepeatingJob {
  /** Runs a round now, or right after the one in progress. */
  nudge(this: void): void;
  /** No new round; waits for the one in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `round` every `intervalMs` in this process, one round at a time: a tick that finds a round
 * in progress is skipped, a nudge is kept for when it ends. A failed round goes to `onError` and
 * the next tick tries again. Instances share work through the rounds' own advisory locks.
 */
export function startRepeatingJob(
  round: () => Promise<void>,
  intervalMs: number,
  onError: (err: unknown) => void,
  { atStart = true }: { atStart?: boolean } = {},
): RepeatingJob {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    running = round()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  };
  const tick = () => {
    if (!running && !stopped) run();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  if (atStart) tick();
  return {
    nudge() {
      if (stopped) return;
      if (running) again = true;
      else run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** How the app starts a job over the database; tests pass a shorter interval. */
export type DatabaseJobStarter = (
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  intervalMs?: number,
) => RepeatingJob;

/**
 * A job over the database: `round` every `defaultIntervalMs` (or the interval the caller passes),
 * a failed round logged at error level as `failure` and tried again at the next tick.
 */
export const databaseJob =
  (
    defaultIntervalMs: number,
    failure: string,
    round: (db: Db, clock: Clock, log: FastifyBaseLogger) => Promise<void>,
  ): DatabaseJobStarter =>
  (db, clock, log, intervalMs = defaultIntervalMs) =>
    startRepeatingJob(
      () => round(db, clock, log),
      intervalMs,
      (err) => log.error({ err }, failure),
    );

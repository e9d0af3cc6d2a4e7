import type { Clock } from '../../lib/clock';

/**
 * The engagement module's clock: the server's, moved by an offset that only the development
 * route sets (end-to-end tests sign in on "tomorrow" without ending the sessions they use).
 */
export function createOffsetClock(base: Clock) {
  let offsetMs = 0;
  return {
    clock: (() => new Date(base().getTime() + offsetMs)) as Clock,
    setOffset(ms: number) {
      offsetMs = ms;
    },
  };
}
export type OffsetClock = ReturnType<typeof createOffsetClock>;

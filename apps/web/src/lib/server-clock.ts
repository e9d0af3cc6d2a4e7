/**
 * The server's clock as seen from this device: every answer carries x-server-time (epoch ms), so
 * countdowns run against the server even when the phone's clock is wrong.
 */
export const SERVER_TIME_HEADER = 'x-server-time';

/**
 * An answer is stamped when it leaves the server and read when the phone gets to it: a slow
 * network or a busy phone reads it late, which makes the server look behind by that much, never
 * ahead. So the largest offset of the recent answers is the truest. Recent only: a phone whose own
 * clock is set forward meanwhile is followed within this window.
 */
export const SERVER_CLOCK_WINDOW_MS = 60_000;
const MAX_SAMPLES = 32;

interface Sample {
  offsetMs: number;
  at: number;
}
let samples: Sample[] = [];

/** The epoch ms of an x-server-time header, or null when it is missing or broken. */
export const serverTimeOfHeader = (header: string | null | undefined): number | null => {
  const serverTime = Number(header);
  return header && Number.isFinite(serverTime) && serverTime > 0 ? serverTime : null;
};

/** Records the server's time from an answer, as read at `receivedAt` on this device's clock. */
export const noteServerTime = (header: string | null, receivedAt: number = Date.now()): void => {
  const serverTime = serverTimeOfHeader(header);
  if (serverTime === null) return;
  samples.push({ offsetMs: serverTime - receivedAt, at: receivedAt });
  if (samples.length > MAX_SAMPLES) samples = samples.slice(-MAX_SAMPLES);
};

/** Now on the server's clock, in epoch ms. */
export const serverNow = (): number => {
  const now = Date.now();
  const newest = samples.at(-1);
  if (!newest) return now;
  // Past the window the newest answer stands alone until the next (a page may call rarely).
  samples = samples.filter(
    (s) => s === newest || (s.at <= now && now - s.at <= SERVER_CLOCK_WINDOW_MS),
  );
  return now + Math.max(...samples.map((s) => s.offsetMs));
};

/** For tests: forget every answer. */
export const resetServerClock = (): void => {
  samples = [];
};

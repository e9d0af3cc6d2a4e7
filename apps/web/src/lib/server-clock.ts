/**
 * The server's clock as seen from this device: every answer carries x-server-time (epoch ms), so
 * countdowns run against the server even when the phone's clock is wrong.
 */
export const SERVER_TIME_HEADER = 'x-server-time';

let offsetMs = 0;

/** Records the server's time from an answer; the offset holds until the next answer. */
export const noteServerTime = (header: string | null, receivedAt: number = Date.now()): void => {
  const serverTime = Number(header);
  if (header && Number.isFinite(serverTime) && serverTime > 0) offsetMs = serverTime - receivedAt;
};

/** Now on the server's clock, in epoch ms. */
export const serverNow = (): number => Date.now() + offsetMs;

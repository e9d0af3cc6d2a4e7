/** §2.9 what a tile's countdown shows when the game is not on sale or its draw time has passed. */
export const COUNTDOWN_NONE = '--:--:--';

const two = (n: number) => String(n).padStart(2, '0');

/** hh:mm:ss of whole seconds, floored at 0; hours grow past 99 rather than wrap. */
export const formatHms = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
};

export interface CountdownInput {
  /** Seconds to the draw, now. */
  remainTime: number;
  /** Seconds before the draw when betting closes. */
  lockTime: number;
  isSale: boolean;
}

/**
 * §2.9: hh:mm:ss of remainTime − lockTime (in seconds, floored at 0), or --:--:-- when the game is
 * not on sale or the time is up. It reaches 00:00:00 at the lock and stays there until the draw.
 */
export const countdownText = ({ remainTime, lockTime, isSale }: CountdownInput): string =>
  !isSale || remainTime <= 0 ? COUNTDOWN_NONE : formatHms(Math.ceil(remainTime - lockTime));

/** Seconds from now to a draw, both on the server's clock; fractional, so the caller rounds. */
export const secondsUntil = (drawTime: number, serverNowMs: number): number =>
  (drawTime - serverNowMs) / 1000;

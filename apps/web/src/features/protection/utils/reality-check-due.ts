import type { RealityCheckValue } from '@lotto/contract';

/** Session storage key of the last check the player answered, per session (by its login time). */
export const answeredKey = (sessionStartedAt: number) => `realityCheckAnswered:${sessionStartedAt}`;

/** Whether a check is due that the player has not answered yet (the server counts them). */
export const isCheckDue = (check: RealityCheckValue, answered: number): boolean =>
  check.intervalMinutes !== null && check.checksDue > answered;

/**
 * How long until the next check by the server's clock: the answer's `now` carried forward by the
 * time since it arrived (not the phone's clock, which may be set wrong). Null when checks are off.
 */
export const msUntilNextCheck = (
  check: RealityCheckValue,
  receivedAt: number,
  localNow: number,
): number | null => {
  if (check.nextAt === null) return null;
  const serverNow = check.now + Math.max(0, localNow - receivedAt);
  return Math.max(0, check.nextAt - serverNow);
};

/**
 * Issue 34: how long until the app asks the server again: at the next check, or when the day's
 * session time runs out (the server then ends the session), whichever comes first.
 */
export const msUntilAskAgain = (
  check: RealityCheckValue,
  receivedAt: number,
  localNow: number,
): number | null => {
  const next = msUntilNextCheck(check, receivedAt, localNow);
  const timeUp =
    check.sessionTimeLeftMs === null
      ? null
      : Math.max(0, check.sessionTimeLeftMs - Math.max(0, localNow - receivedAt));
  if (next === null) return timeUp;
  return timeUp === null ? next : Math.min(next, timeUp);
};

/** Hours and minutes played since the login ('1 h 05 min' style parts). */
export const playedParts = (playedMs: number) => {
  const minutes = Math.floor(playedMs / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
};

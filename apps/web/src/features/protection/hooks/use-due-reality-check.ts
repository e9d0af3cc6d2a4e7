import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RealityCheckValue } from '@lotto/contract';
import { realityCheckOptions, useRealityCheck } from '../api/reality-check';
import { answeredKey, isCheckDue, msUntilAskAgain } from '../utils/reality-check-due';

/** A timer longer than this is cut (browsers overflow past 2^31 ms) and simply asks again. */
const LONGEST_TIMER_MS = 60 * 60_000;

const answeredOf = (check: RealityCheckValue | undefined) =>
  check ? Number(sessionStorage.getItem(answeredKey(check.sessionStartedAt)) ?? '0') : 0;

/**
 * Issue 34: the reality check due now, if any. The server counts the checks due since the login;
 * the app asks it again when the next one falls due (by the server's clock) and keeps which it
 * has answered for this session, so a reload does not ask twice.
 */
export const useDueRealityCheck = (token: string | null) => {
  const client = useQueryClient();
  const query = useRealityCheck(token);
  const check = query.data;
  const [answered, setAnswered] = useState(() => answeredOf(check));
  useEffect(() => setAnswered(answeredOf(check)), [check]);

  useEffect(() => {
    if (!check) return;
    // Also when the day's session time runs out: the server then ends the session, saying why.
    const wait = msUntilAskAgain(check, query.dataUpdatedAt, Date.now());
    if (wait === null) return;
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: realityCheckOptions(token).queryKey }),
      Math.min(wait + 1_000, LONGEST_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [check, query.dataUpdatedAt, client, token]);

  const answer = () => {
    if (!check) return;
    sessionStorage.setItem(answeredKey(check.sessionStartedAt), String(check.checksDue));
    setAnswered(check.checksDue);
  };
  return { due: check && isCheckDue(check, answered) ? check : null, answer };
};

import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/server-clock';

/** Fine enough that a countdown turns over within a quarter second of the real second. */
export const COUNTDOWN_TICK_MS = 250;

/**
 * Now on the server's clock, re-rendering every tick while mounted. Read at render rather than
 * kept in state: the first answer moves the clock offset, and a countdown drawn in the same render
 * must already use it (a kept value would show the phone's clock until the next tick).
 */
export const useServerNow = (tickMs: number = COUNTDOWN_TICK_MS): number => {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return serverNow();
};

import { useEffect, useState } from 'react';
import { ErrorCode } from '@lotto/contract';
import { ApiError } from '@/lib/api-client';

/** How long the payment password stays locked, as the server's refusal says, or null. */
export const lockedForMs = (error: unknown): number | null => {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.PAYMENT_PASSWORD_LOCKED) return null;
  const ms = (error.value as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof ms === 'number' && ms > 0 ? ms : null;
};

/** Time left as m:ss (14:05, 0:09): digits read the same in every language. */
export const clockText = (ms: number): string => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * A live countdown to a moment: `left` falls every second to 0, then the ticking stops. `total`
 * is the length it started with (what is announced once; `left` is only shown).
 */
export function useCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [total, setTotal] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = until === null ? 0 : Math.max(0, until - now);
  useEffect(() => {
    if (until === null || left === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(timer);
  }, [until, left]);
  const start = (ms: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + ms);
    setTotal(ms);
  };
  return { left, total: left > 0 ? total : 0, start };
}

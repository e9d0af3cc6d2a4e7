import { useEffect, useState } from 'react';
import { hasMerchantTimeFormat, prepareMerchantTimeFormat } from '../utils/merchant-time';

/**
 * False until the merchant's time zone can be formatted. Its first formatter loads the time zone's
 * data, a long step on a phone: it runs in a task of its own after the first paint, and the times
 * render in the task after that.
 */
export const useMerchantTimeReady = (timeZone: string): boolean => {
  const [ready, setReady] = useState(() => hasMerchantTimeFormat(timeZone));
  useEffect(() => {
    if (ready) return;
    let render: number | undefined;
    const prepare = window.setTimeout(() => {
      prepareMerchantTimeFormat(timeZone);
      render = window.setTimeout(() => setReady(true), 0);
    }, 0);
    return () => {
      window.clearTimeout(prepare);
      window.clearTimeout(render);
    };
  }, [ready, timeZone]);
  return ready;
};

import { SMS_COUNTDOWN_START_S } from '@lotto/contract';

/**
 * §4 SMS code button: whole seconds until the server's expirationTime, never above the start
 * value of 60 and never below 0 (0 means the button is idle again).
 */
export const smsSecondsLeft = (expirationTime: number, now: number): number =>
  Math.min(SMS_COUNTDOWN_START_S, Math.max(0, Math.ceil((expirationTime - now) / 1000)));

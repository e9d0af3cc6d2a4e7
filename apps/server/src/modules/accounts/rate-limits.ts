/** Per client address, per minute: the calls that check a password or send an SMS. */
export const LOGIN_RATE = { max: 20, timeWindow: 60_000 };
export const SMS_RATE = { max: 5, timeWindow: 60_000 };
export const ISSUE_RATE = { max: 60, timeWindow: 60_000 };
/** Username and invitation-code look-ups at registration. */
export const LOOKUP_RATE = { max: 30, timeWindow: 60_000 };

/**
 * Money calls take an Idempotency-Key header: one key per user action, sent again
 * unchanged when the client retries; the server answers a retry with the first answer. Zod-free,
 * so the web app can import it anywhere.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** 8 to 128 characters of A-Z a-z 0-9 _ : . - (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,128}$/;

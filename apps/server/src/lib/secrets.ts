import { createHash, randomBytes, randomInt } from 'node:crypto';

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/** 256 random bits, URL-safe: session tokens and other bearer secrets. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** A code of `length` decimal digits from a cryptographic source (SMS and e-mail codes). */
export const randomDigits = (length: number): string =>
  Array.from({ length }, () => randomInt(0, 10)).join('');

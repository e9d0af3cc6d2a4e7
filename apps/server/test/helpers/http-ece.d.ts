/**
 * http_ece (a dependency of web-push) ships no types: the decryption the push endpoint of the
 * reminder tests uses (RFC 8188 / RFC 8291, aes128gcm).
 */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer },
  ): Buffer;
}

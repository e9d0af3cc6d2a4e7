import { createHmac } from 'node:crypto';

/**
 * The PKCE verifier and the nonce are derived from the state under a server secret, so that the
 * database keeps only hashes: a read of it cannot finish anyone's sign-in.
 */
export const derived = (key: string, label: string, state: string) =>
  createHmac('sha256', key).update(`oidc-${label}:${state}`).digest('base64url');

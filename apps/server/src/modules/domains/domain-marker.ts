import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  sign,
  type KeyObject,
} from 'node:crypto';
import { domainMarkerMessage } from '@lotto/contract';

// An Ed25519 private key in PKCS#8 DER is this fixed prefix and the 32-byte seed.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SEED_BYTES = 32;

const keyOfSeed = (seed: Buffer): KeyObject =>
  createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });

/** A 32-byte seed written as base64url or base64 (DOMAIN_MARKER_KEY); null when it is not one. */
export const seedOfText = (text: string): Buffer | null => {
  const bytes = Buffer.from(text.trim(), /[+/=]/.test(text) ? 'base64' : 'base64url');
  return bytes.length === SEED_BYTES ? bytes : null;
};

/**
 * Every instance must sign with one key, or an app would refuse the answers of the others. Without
 * DOMAIN_MARKER_KEY the seed is derived from a secret all instances already share.
 */
export const seedFromSharedSecret = (secret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'lotto', 'domain-marker.v1', SEED_BYTES));

/**
 * The platform marker: the app proves that an answering domain is this platform, not a block page
 * or a domain that changed hands, by checking this signature with the public key of its index.
 */
export function createDomainMarker(seed?: Buffer) {
  const privateKey = seed ? keyOfSeed(seed) : generateKeyPairSync('ed25519').privateKey;
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return {
    /** Raw 32-byte public key, base64url: what the index carries. */
    publicKey: spki.subarray(spki.length - SEED_BYTES).toString('base64url'),
    sign: (nonce: string, origin: string, time: number): string =>
      sign(null, Buffer.from(domainMarkerMessage(nonce, origin, time)), privateKey).toString(
        'base64url',
      ),
  };
}
export type DomainMarker = ReturnType<typeof createDomainMarker>;

import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@lotto/contract';
import { hashPassword, verifyPassword } from './password-hashing';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 50 random bits as xxxxx-xxxxx, in base32 (no 0, 1, 8 or 9 to misread as o, l, b or g). */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => BASE32[b % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const normalize = (code: string) => code.toLowerCase().replace('-', '');

/**
 * Ten codes, shown once; stored as argon2id like passwords, so a leaked table does not give a
 * second factor.
 */
export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((c) => hashPassword(normalize(c))));
  return { codes, hashes };
}

/** The id of the unused code that matches, or null. */
export async function matchRecoveryCode(
  unused: { id: number; codeHash: string }[],
  code: string,
): Promise<number | null> {
  for (const candidate of unused) {
    if (await verifyPassword(candidate.codeHash, normalize(code))) return candidate.id;
  }
  return null;
}

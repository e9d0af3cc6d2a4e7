import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's recommended floor (19 MiB, 2 passes). */
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

// Verified when the account does not exist too, so response time does not reveal usernames.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

import type { Db } from '../../db/client';
import { isSealed, type SecretBox } from '../../lib/secret-box';
import { plaintextTotpSecrets, replaceTotpSecret } from './operators.repository';

/**
 * Operators' TOTP secrets at rest: sealed with AES-256-GCM under MEMBER_TOTP_SECRET (the members'
 * secret box, lib/secret-box.ts), so a copy of the operators table gives no second factor.
 * Versions before this kept them in plaintext: each is sealed at start, or at its first use.
 */
export function createOperatorTotpSecrets(db: Db, box: SecretBox) {
  return {
    seal: (plain: string): string => box.seal(plain),
    /** The plain secret of what is stored; a plaintext one is sealed on the way. */
    async open(operatorId: number, stored: string): Promise<string> {
      if (isSealed(stored)) return box.open(stored);
      await replaceTotpSecret(db, operatorId, stored, box.seal(stored));
      return stored;
    },
  };
}
export type OperatorTotpSecrets = ReturnType<typeof createOperatorTotpSecrets>;

/** At start: seals every plaintext operator secret; answers how many it sealed. */
export async function sealPlaintextOperatorSecrets(db: Db, box: SecretBox): Promise<number> {
  const rows = await plaintextTotpSecrets(db);
  for (const row of rows) {
    if (row.totpSecret)
      await replaceTotpSecret(db, row.id, row.totpSecret, box.seal(row.totpSecret));
  }
  return rows.length;
}

import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import type { Db } from '../db/client';

// An agent's invitation code and a member's referral code are made and shown alike.

/** No 0/O or 1/I: a code is read aloud and typed from a screenshot. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_TRIES = 5;

const drawCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );

/**
 * The owner's code (`what`: an agent code, a referral code), drawn on the first ask: `find` reads
 * it, `insert` writes a drawn one and is false when a unique key refuses it (the code is someone
 * else's, or a concurrent call wrote the owner's first).
 */
export async function invitationCodeOf(
  db: Db,
  find: (db: Db, ownerId: number) => Promise<string | null>,
  insert: (db: Db, ownerId: number, merchantCode: string, code: string) => Promise<boolean>,
  owner: { id: number; merchantCode: string; what: string },
): Promise<string> {
  const existing = await find(db, owner.id);
  if (existing) return existing;
  for (let i = 0; i < CODE_TRIES; i++) {
    if (await insert(db, owner.id, owner.merchantCode, drawCode()))
      return (await find(db, owner.id))!;
    // Either the code was taken or the owner's row was written by a concurrent call.
    const raced = await find(db, owner.id);
    if (raced) return raced;
  }
  throw new Error(`no free ${owner.what} for member ${owner.id}`);
}

/** The QR image (a data: URL) of an invitation link, as the invitation pages show it. */
export const invitationQrCode = (link: string) =>
  QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 240 });

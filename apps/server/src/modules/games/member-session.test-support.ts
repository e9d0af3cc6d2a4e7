import type { Db } from '../../db/client';
import { findSessionWithMember, insertSession } from '../accounts/sessions.repository';
import { insertMember } from '../accounts/members.repository';
import { randomToken, sha256Hex } from '../../lib/secrets';

let sequence = 0;

/** A member with a live session, written straight to the database (tests of other modules). */
export async function memberWithSession(
  db: Db,
  opts: { customerType?: number; isTrial?: boolean; merchantCode?: string } = {},
) {
  const member = await insertMember(db, {
    merchantCode: opts.merchantCode ?? 'DEMO',
    username: `g${Date.now().toString(36)}${(sequence++).toString(36)}`,
    passwordHash: 'not-a-password',
    customerType: opts.customerType ?? 0,
    isTrial: opts.isTrial ?? false,
  });
  const token = randomToken();
  const now = new Date();
  await insertSession(db, {
    tokenHash: sha256Hex(token),
    memberId: member.id,
    merchantCode: member.merchantCode,
    expiresAt: new Date(now.getTime() + 3_600_000),
    ip: '127.0.0.1',
    userAgent: null,
    now,
  });
  const sessionId = (await findSessionWithMember(db, sha256Hex(token)))!.session.id;
  return { member, token, sessionId, headers: { authorization: token } };
}

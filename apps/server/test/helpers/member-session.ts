import { randomIp } from './accounts';
import type { Db } from '../../src/db/client';
import { insertMember } from '../../src/modules/accounts/members.service';
import { createSessionsService } from '../../src/modules/accounts/sessions.service';

let sequence = 0;

/** A member with a live session, for the tests of other modules. */
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
  // A one-hour session, through the accounts module's own service.
  const sessions = createSessionsService(db, () => new Date(), {
    idleMinutes: 60,
    maxHours: 1,
    maxPerMember: 5,
  });
  // Each member from an address of its own, as two players are (a shared one marks one person).
  const token = await sessions.start(member, { ip: randomIp(), userAgent: null, country: null });
  const live = await sessions.resolve(token, member.merchantCode);
  if (live === null || live === 'expired') throw new Error('the new session is not live');
  const sessionId = live.sessionId;
  return { member, token, sessionId, headers: { authorization: token } };
}

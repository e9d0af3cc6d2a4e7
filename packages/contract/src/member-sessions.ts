import { z } from 'zod';
import { bodyRecordId, epochMs, noValue } from './fields';
import { defineOperation } from './operation';

const tags = ['session'];

/**
 * ASVS 5.0 V7.5: a member sees their live sessions and ends one or all others (the security
 * centre page comes with the member centre). Method and paths chosen, in the /wps family.
 */
export const memberSessionItem = z
  .object({
    sessionId: z.number().int().positive(),
    /** The browser's User-Agent at login, cut to 300 characters. */
    device: z.string().max(300).nullable(),
    /** The client address at login. */
    ip: z.string().max(64).nullable(),
    /** ISO country from the trusted country header at login; null when unknown. */
    country: z.string().length(2).nullable(),
    createdAt: epochMs,
    lastSeenAt: epochMs,
    /** The session this call was made with. */
    current: z.boolean(),
  })
  .meta({ id: 'MemberSession' });
export type MemberSessionItem = z.infer<typeof memberSessionItem>;

export const memberSessionsValue = z
  .object({ list: z.array(memberSessionItem).max(100) })
  .meta({ id: 'MemberSessions' });
export type MemberSessionsValue = z.infer<typeof memberSessionsValue>;

export const memberSessions = defineOperation({
  operationId: 'memberSessions',
  method: 'GET',
  path: '/wps/member/sessions',
  summary:
    "The member's live sessions, newest first (ASVS V7.5; a §7 call, method and path chosen)",
  tags,
  auth: 'member',
  response: memberSessionsValue,
});

export const endMemberSessionBody = z
  .object({
    // Bounded like every id of the contract (int4), although the column is int8: two billion
    // logins of one merchant are far off, and the fuzz and bounds tests hold one rule for all.
    sessionId: bodyRecordId('sessionId'),
  })
  .meta({ id: 'EndMemberSessionBody' });
export type EndMemberSessionInput = z.input<typeof endMemberSessionBody>;

export const endMemberSession = defineOperation({
  operationId: 'endMemberSession',
  method: 'POST',
  path: '/wps/member/sessions/end',
  summary:
    "End one of the member's sessions and the game sessions it launched (ASVS V7.5; a §7 call, method and path chosen)",
  tags,
  auth: 'member',
  body: endMemberSessionBody,
  response: noValue,
});

export const endOtherSessions = defineOperation({
  operationId: 'endOtherSessions',
  method: 'POST',
  path: '/wps/member/sessions/end-others',
  summary:
    'End every session of the member but the current one (ASVS V7.5; a §7 call, method and path chosen)',
  tags,
  auth: 'member',
  response: noValue,
});

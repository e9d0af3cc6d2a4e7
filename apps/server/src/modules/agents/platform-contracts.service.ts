import {
  ErrorCode,
  hasAgentOption,
  type ContractView,
  type MerchantConfig,
  FieldIssueCode,
} from '@lotto/contract';
import type { z } from 'zod';
import type { opsOfferAgentContractBody } from '@lotto/contract';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/http-error';
import { findMemberByUsername } from '../accounts/members.service';
import type { Actor } from '../audit/audit.service';
import { directUplineOf } from './agents.repository';
import { writeOffer } from './contracts.service';

/**
 * The console offers a top-level agent (the agent option and no upline: the platform is its
 * upline) a contract paid by the platform (`upline_id` null, paid from the house account
 * `agent_commissions`). The agent reviews it on its contract pages as any offer, and the §6
 * contract check sends it there after login unless its type is exempt (41, 42). Refused with
 * nothing written, each naming its field: no such member (404 `username`), a member without
 * the agent option or with an upline (its contracts are its upline's; 400 `username`), and
 * the web offer's rules on the terms (400 `tiers.<i>.<field>`, `period`, `carryOver`).
 */
export async function offerPlatformContract(
  db: Db,
  actor: Actor,
  merchant: MerchantConfig,
  body: z.output<typeof opsOfferAgentContractBody>,
  now: Date,
): Promise<ContractView> {
  const member = await findMemberByUsername(db, merchant.code, body.username.trim());
  if (!member) throw fieldError('username', 'no such member', ErrorCode.NOT_FOUND);
  if (!hasAgentOption(member.customerType))
    throw fieldError(
      'username',
      'contracts are for agents: this member is not an agent',
      undefined,
      { code: FieldIssueCode.not_agent },
    );
  if ((await directUplineOf(db, member.id)) !== null)
    throw fieldError(
      'username',
      'this agent has an upline: its contracts are offered by its upline, not the platform',
      undefined,
      { code: FieldIssueCode.has_upline },
    );
  return writeOffer(db, { merchant, member, uplineId: null, body, actor, now });
}

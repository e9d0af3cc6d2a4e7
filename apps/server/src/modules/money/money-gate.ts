import { ErrorCode } from '@lotto/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import type { AuthenticatedMember } from '../../plugins/session-auth.plugin';
import { realMember } from '../../plugins/session-auth.plugin';

/** §6: member types 0, 1 and 2 may deposit and withdraw. */
export const MONEY_MEMBER_TYPES: readonly number[] = [0, 1, 2];

/**
 * The member of a deposit or withdraw call: a trial account gets TRIAL_NOT_ALLOWED ('Please
 * login an actual account to use this function'), any other type FREE_REJECT (§6).
 */
export function moneyMember(request: FastifyRequest): AuthenticatedMember {
  const member = realMember(request);
  if (!MONEY_MEMBER_TYPES.includes(member.customerType)) throw new HttpError(ErrorCode.FREE_REJECT);
  return member;
}

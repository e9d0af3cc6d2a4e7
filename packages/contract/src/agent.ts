import { z } from 'zod';
import { host, noValue, requiredText, tokenField } from './fields';
import { defineOperation } from './operation';

const tags = ['agent'];

/** §5 affiliate (invitation) code, checked before registration when required. */
export const affiliateCheckQuery = z.object({
  code: requiredText('code', 32).regex(/^[A-Za-z0-9_-]+$/, 'code must be letters, digits, _ or -'),
  domain: host('domain').optional(),
});
export type AffiliateCheckInput = z.input<typeof affiliateCheckQuery>;

/** §7 reads data.success only: an unknown code answers 404 with success false. */
export const affiliateCheck = defineOperation({
  operationId: 'affiliateCheck',
  method: 'GET',
  path: '/wps/affiliate/check',
  summary:
    'Whether an affiliate code is valid for the domain (§2.5, §4, §7). Path chosen: /wps/affiliate/check; an unknown code is a 404',
  tags,
  auth: 'none',
  query: affiliateCheckQuery,
  response: noValue,
});

/**
 * §3 contract fields: true when a contract of that kind awaits the agent's review, which the
 * web opens at /m/member/agent/getSalaryContract, getDevidendContract or getHourContract.
 */
export const contractValue = z
  .object({
    dailysalreqtype: z.boolean(),
    divtypecompperiodreq: z.boolean(),
    contracthoursalreq: z.boolean(),
  })
  .meta({ id: 'ContractRequest' });
export type ContractValue = z.infer<typeof contractValue>;

export const contractRequestQuery = z.object({ token: tokenField });
export type ContractRequestInput = z.input<typeof contractRequestQuery>;

/** §6: types 4, 40, 41 and 42 are exempt from the check; the web does not call it for them. */
export const contractRequest = defineOperation({
  operationId: 'contractRequest',
  method: 'GET',
  path: '/wps/agent/contract',
  summary:
    'Which salary, dividend and hourly contracts await review (§3, §6, §7). Path chosen: /wps/agent/contract',
  tags,
  auth: 'member',
  query: contractRequestQuery,
  response: contractValue,
});

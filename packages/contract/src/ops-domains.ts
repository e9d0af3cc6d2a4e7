import { z } from 'zod';
import { epochMs } from './fields';
import { defineOperation } from './operation';
import { expectedVersion, savedVersion } from './ops-merchant';
import { ANY_OPERATOR, closedObject } from './ops-fields';

const tags = ['ops'];

export const opsDomainsValue = z
  .object({
    /** The configuration's version, for a change made on it. */
    version: z.number().int(),
    domains: z.array(
      z.object({
        /** As configured (mainDomain or an entry of domains). */
        domain: z.string(),
        /** The origin browsers send for it; null for an entry that is none. */
        origin: z.string().nullable(),
        main: z.boolean(),
        blocked: z.boolean(),
      }),
    ),
    /** Apps that moved their calls from one origin to another: how many, first and last time. */
    reports: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        count: z.number().int(),
        firstAt: epochMs,
        lastAt: epochMs,
      }),
    ),
  })
  .meta({ id: 'OpsDomains' });

export const opsDomains = defineOperation({
  operationId: 'opsDomains',
  method: 'GET',
  path: '/ops/domains',
  summary: "The merchant's domains, which are marked blocked, and the apps' failover reports",
  tags,
  auth: 'operator',
  roles: ANY_OPERATOR,
  response: opsDomainsValue,
});

export const setDomainBlockedBody = closedObject({
  version: expectedVersion,
  domain: z.string().min(1, 'domain is required').max(253, 'domain must be at most 253 characters'),
  blocked: z.boolean({ error: 'blocked must be true or false' }),
}).meta({ id: 'SetDomainBlockedBody' });

export const opsSetDomainBlocked = defineOperation({
  operationId: 'opsSetDomainBlocked',
  method: 'PUT',
  path: '/ops/domains/blocked',
  summary: 'Mark one of the merchant’s domains blocked (apps skip it at once) or clear the mark',
  tags,
  auth: 'operator',
  roles: ['owner'],
  body: setDomainBlockedBody,
  response: savedVersion,
});

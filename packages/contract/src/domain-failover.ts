import { z } from 'zod';
import { DOMAIN_PROBE_NONCE_PATTERN } from './domain-origins';
import { epochMs, noValue } from './fields';
import { text } from './input-bounds';
import { defineOperation } from './operation';
import { loginValue } from './session';

const tags = ['system'];

// No schema id: the OpenAPI generator cannot follow a reference in a query.
export const domainProbeQuery = z.object({
  nonce: z
    .string()
    .regex(DOMAIN_PROBE_NONCE_PATTERN, 'nonce must be 16 to 64 base64url characters'),
});

/** This platform's signed answer: Ed25519 over domainMarkerMessage(nonce, origin, time). */
export const domainProbeValue = z
  .object({
    origin: z.string(),
    time: epochMs,
    signature: z.string().meta({ description: 'base64url Ed25519 signature' }),
  })
  .meta({ id: 'DomainProbe' });
export type DomainProbeValue = z.infer<typeof domainProbeValue>;

export const domainProbe = defineOperation({
  operationId: 'domainProbe',
  method: 'GET',
  path: '/wps/system/domainProbe',
  summary:
    "Proves this platform answers on the called domain: the nonce, the request's origin and the time signed with the server's Ed25519 key (domain failover). Path chosen (§3 domainRoute, §7)",
  tags,
  auth: 'none',
  query: domainProbeQuery,
  response: domainProbeValue,
});

const origin = (name: 'from' | 'to') =>
  text(name).min(1, `${name} is required`).max(300, `${name} must be at most 300 characters`);

export const domainReportBody = z
  .object({
    /** The origin whose calls failed like a block. */
    from: origin('from'),
    /** The origin the app moved its calls to (the one this report is sent to). */
    to: origin('to'),
  })
  .meta({ id: 'DomainReportBody' });

export const domainReport = defineOperation({
  operationId: 'domainReport',
  method: 'POST',
  path: '/wps/system/domainReport',
  summary:
    "An app moved its calls off a domain that failed like a block: counted per domain for the operators' console. Path chosen (§3 domainRoute, §7)",
  tags,
  auth: 'none',
  body: domainReportBody,
  response: noValue,
});

export const handoverValue = z
  .object({ code: z.string(), expiresAt: epochMs })
  .meta({ id: 'SessionHandover' });

export const createHandover = defineOperation({
  operationId: 'createHandover',
  method: 'POST',
  path: '/wps/session/handover',
  summary:
    "A one-time code, valid for HANDOVER_CODE_TTL_SECONDS, that moves the member's session to another of the merchant's domains in a URL fragment (never the token in a URL). Path chosen (§3 domainRoute, §7)",
  tags: ['session'],
  auth: 'member',
  response: handoverValue,
});

export const redeemHandoverBody = z
  .object({ code: z.string().min(16).max(128) })
  .meta({ id: 'RedeemHandoverBody' });

export const redeemHandover = defineOperation({
  operationId: 'redeemHandover',
  method: 'POST',
  path: '/wps/session/handover/redeem',
  summary:
    'Trades a handover code, once and before it expires, for a new session of the same member. Path chosen (§3 domainRoute, §7)',
  tags: ['session'],
  auth: 'none',
  body: redeemHandoverBody,
  response: loginValue,
});

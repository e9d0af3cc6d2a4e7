import type { FastifyRequest } from 'fastify';
import type { Language, MerchantConfig } from '@lotto/contract';

/** Who is asking, as the account services need it; only the routes read it off the request. */
export interface Client {
  merchant: MerchantConfig;
  language: Language;
  ip: string;
  userAgent: string | null;
  country: string | null;
}

/** A stored session keeps this much of the user agent (the device in the sessions list). */
const USER_AGENT_MAX_LENGTH = 300;

export const clientOf = (request: FastifyRequest): Client => ({
  merchant: request.merchant,
  language: request.language,
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  country: request.country,
});

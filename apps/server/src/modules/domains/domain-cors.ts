import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, HeaderName, merchantOrigins, type MerchantConfig } from '@lotto/contract';
import { hasPrefix, routedPath } from '../../lib/routed-path';
import type { MerchantService } from '../merchant/merchant.service';

/** The app's calls; the console (/ops/) and development routes stay same-origin only. */
export const CROSS_ORIGIN_PREFIXES = ['/wps/', '/lgw/', '/lotto/lgw/'];
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = [
  HeaderName.merchant,
  HeaderName.device,
  HeaderName.language,
  HeaderName.authorization,
  'Content-Type',
  'Accept',
  'Idempotency-Key',
].join(', ');
const EXPOSED_HEADERS = 'x-server-time, x-request-id, retry-after';
/** How long a browser may keep a preflight's answer (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** Every origin of the merchant, blocked ones too: a page still open there may call the others. */
export const originsOfMerchant = (merchant: MerchantConfig): string[] =>
  merchantOrigins({ mainDomain: merchant.mainDomain, domains: merchant.domains });

export const ownOrigin = (request: FastifyRequest): string =>
  `${request.protocol}://${request.host}`;

const headerText = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * CORS for the app's calls, limited exactly to the merchant's configured origins (scheme, host and
 * port). No credentials: the session travels in Authorization, never in a cookie, so a refused
 * origin gains nothing and an allowed one needs no Allow-Credentials. Any other origin gets no
 * CORS header at all, and its preflight a 403.
 */
export function registerDomainCors(app: FastifyInstance, merchants: MerchantService) {
  const merchantOf = async (request: FastifyRequest) => {
    const code = headerText(request.headers.merchant);
    return (
      (code ? await merchants.get(code) : null) ??
      (await merchants.get(merchants.defaultCode)) ??
      null
    );
  };

  app.addHook('onRequest', async (request, reply) => {
    const origin = headerText(request.headers.origin);
    if (!origin || !hasPrefix(routedPath(request), CROSS_ORIGIN_PREFIXES)) return;
    if (origin === ownOrigin(request)) return;
    reply.header('vary', 'Origin');
    // A preflight names the headers it will send, not their values: the deployment's merchant.
    const preflight =
      request.method === 'OPTIONS' && Boolean(request.headers['access-control-request-method']);
    const merchant = preflight
      ? await merchants.get(merchants.defaultCode)
      : await merchantOf(request);
    const allowed = merchant !== null && originsOfMerchant(merchant).includes(origin);
    if (preflight) {
      if (!allowed) {
        return reply.code(403).send({
          success: false,
          value: null,
          message: 'This origin is not one of the merchant’s domains',
          code: ErrorCode.FORBIDDEN,
        });
      }
      return reply
        .code(204)
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .send();
    }
    if (allowed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    }
  });
}

/**
 * The merchant's origins for the CSP of the served app (connect-src and img-src), read before the
 * security headers are written and kept by request.
 */
export function createCspOrigins(app: FastifyInstance, merchants: MerchantService) {
  const byRequest = new WeakMap<IncomingMessage, string>();
  app.addHook('onRequest', async (request) => {
    if (hasPrefix(routedPath(request), CROSS_ORIGIN_PREFIXES)) return;
    const merchant = await merchants.get(merchants.defaultCode);
    if (merchant) byRequest.set(request.raw, originsOfMerchant(merchant).join(' '));
  });
  return (req: IncomingMessage): string => byRequest.get(req) ?? '';
}

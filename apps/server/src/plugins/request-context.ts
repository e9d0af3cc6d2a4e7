import fp from 'fastify-plugin';
import {
  DEFAULT_LANGUAGE,
  ErrorCode,
  catalogueLanguageOf,
  textLanguageOf,
  type Language,
  type MerchantConfig,
} from '@lotto/contract';
import { HttpError } from '../lib/http-error';
import { hasPrefix, routedPath } from '../lib/routed-path';
import type { MerchantService } from '../modules/merchant/merchant.service';

declare module 'fastify' {
  interface FastifyRequest {
    merchant: MerchantConfig;
    /** The complete language whose texts the answer is in (a catalogue language's fallback). */
    language: Language;
    /** The session token from Authorization, or the body's `token` field where §7 sends one. */
    sessionToken: string | null;
    /** ISO country from the configured trusted header, or null when unknown. */
    country: string | null;
  }
}

/**
 * The session token from Authorization, or from the body where §7 sends one there. Never from
 * the query: a URL ends up in logs, proxies and the browser's history.
 */
const readToken = (authorization: string | undefined, body: unknown): string | null => {
  if (authorization) return authorization.replace(/^Bearer\s+/i, '').trim() || null;
  if (body && typeof body === 'object' && 'token' in body) {
    const token = body.token;
    if (typeof token === 'string' && token) return token;
  }
  return null;
};

/** Resolves the merchant, language, token and country of every API request, once. */
export default fp(
  async (app, opts: { merchants: MerchantService; apiPrefixes: string[] }) => {
    app.decorateRequest('merchant', null as unknown as MerchantConfig);
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.decorateRequest('sessionToken', null);
    app.decorateRequest('country', null);

    app.addHook('preValidation', async (request) => {
      if (!hasPrefix(routedPath(request), opts.apiPrefixes)) return;

      const header = request.headers.merchant;
      const code =
        (Array.isArray(header) ? header[0] : header)?.trim() || opts.merchants.defaultCode;
      const merchant = await opts.merchants.get(code);
      if (!merchant) {
        throw new HttpError(ErrorCode.BAD_REQUEST, `Unknown merchant: ${code.slice(0, 32)}`, {
          fields: { Merchant: 'unknown merchant code' },
        });
      }
      request.merchant = merchant;

      // Any language of the catalogue the merchant offers; its texts are those of the complete
      // language it falls back to (ms reads in id). Another one reads in the merchant's default.
      const asked = catalogueLanguageOf(request.headers.language);
      request.language = textLanguageOf(
        asked && merchant.languages.supported.includes(asked) ? asked : merchant.languages.default,
      );

      request.sessionToken = readToken(request.headers.authorization, request.body);

      const country = request.headers[merchant.region.countryHeader];
      const value = (Array.isArray(country) ? country[0] : country)?.trim().toUpperCase();
      request.country = value && /^[A-Z]{2}$/.test(value) ? value : null;
    });
  },
  { name: 'request-context' },
);

import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { START_AFTER_PAINT_CSP_SOURCE } from '../web/start-after-paint';

const HSTS = 'max-age=31536000; includeSubDomains';
/** Distinct CSP headers kept (one per set of the merchant's other domains; a handful in use). */
const CSP_HEADERS_KEPT = 64;

/**
 * A strict CSP for the app: scripts and styles only from our origin, images also from the
 * merchant's CDNs, no plugins, and only our own pages may frame us (the lottery page is embedded).
 * The merchant's other domains (`domainOrigins`, space-separated, by request) may be called and
 * shown as images, for the app to move its calls there when this one is blocked; nothing else.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  imageOrigins: string[],
  domainOrigins: (req: IncomingMessage) => string = () => '',
) {
  await app.register(helmet, {
    // Set below, from a header built once per set of other domains: helmet built it per request.
    contentSecurityPolicy: false,
    // HSTS only means something over TLS; sent below when the request came over https.
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const cspHeaderOf = createCspHeaders(imageOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    try {
      // On the raw response, as helmet does: a route's own CSP (reply.header) still replaces it.
      reply.raw.setHeader('Content-Security-Policy', cspHeaderOf(domainOrigins(request.raw)));
    } catch (error) {
      // A domain helmet refuses (a `;` in it): the request fails, as it did inside helmet.
      done(error as Error);
      return;
    }
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

/**
 * Lets one inline <style> of this answer apply (a served page's critical rules, by their hash):
 * the request's header, set on its arrival, with the source added to style-src.
 */
export function allowInlineStyle(reply: FastifyReply, source: string): void {
  const header = reply.raw.getHeader('Content-Security-Policy');
  if (typeof header !== 'string') return;
  reply.raw.setHeader(
    'Content-Security-Policy',
    header.replace(
      /(^|;)style-src 'self'/,
      (_all, before: string) => `${before}style-src 'self' ${source}`,
    ),
  );
}

/** The app's CSP directives, with the merchant's other domains of the request. */
export const cspDirectives = (imageOrigins: string[], otherDomains: string) => ({
  defaultSrc: ["'self'"],
  // The one inline script: the server-rendered pages' start after their first paint.
  scriptSrc: ["'self'", START_AFTER_PAINT_CSP_SOURCE],
  styleSrc: ["'self'"],
  // The first view the server renders carries the app's few style attributes (a bar's width, a
  // carousel's height) and the frame's sizes on <html>: blocked, they would be missing until the
  // app changed them, since hydrating keeps the server's attributes. Style elements and sheets
  // stay our origin's only.
  styleSrcAttr: ["'unsafe-inline'"],
  // Helmet joins a directive's parts with spaces, so an empty part costs only a space.
  imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins, otherDomains],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", otherDomains],
  frameSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
});

/**
 * The CSP header for a set of other domains, written by helmet's own CSP middleware (its checks
 * and its format) once per set, then kept: the header is the same for every request of the set.
 */
function createCspHeaders(imageOrigins: string[]) {
  const kept = new Map<string, string>();
  return (otherDomains: string): string => {
    let header = kept.get(otherDomains);
    if (header === undefined) {
      header = '';
      const written = (_name: string, value: string) => (header = value);
      helmet.contentSecurityPolicy({
        useDefaults: false,
        directives: cspDirectives(imageOrigins, otherDomains),
      })({} as IncomingMessage, { setHeader: written } as never, (err?: Error) => {
        if (err) throw err;
      });
      if (kept.size >= CSP_HEADERS_KEPT) kept.clear();
      kept.set(otherDomains, header);
    }
    return header;
  };
}

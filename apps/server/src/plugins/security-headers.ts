import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

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
  // Helmet joins a directive's parts with spaces, so an empty part costs only a space.
  const otherDomains = (req: IncomingMessage) => domainOrigins(req);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // The first view the server renders carries the app's few style attributes (a bar's
        // width, a carousel's height) and the frame's sizes on <html>: blocked, they would be
        // missing until the app changed them, since hydrating keeps the server's attributes.
        // Style elements and sheets stay our origin's only.
        styleSrcAttr: ["'unsafe-inline'"],
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
      },
    },
    // HSTS only means something over TLS; sent below when the request came over https.
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

import type { Http2SecureServer } from 'node:http2';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, {
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { systemClock } from '../lib/clock';
import { memoSerializerCompiler } from '../lib/memo-serializer';
import { createCspOrigins, registerDomainCors } from '../modules/domains/domain-cors';
import {
  createMerchantService,
  MERCHANT_CONFIG_CHANNEL,
} from '../modules/merchant/merchant.service';
import { clientErrorHandler, frameworkErrors } from '../plugins/framework-errors';
import { withRedaction } from '../plugins/log-redaction';
import { DEFAULT_RATE_LIMIT_PER_MINUTE, registerRateLimits } from '../plugins/rate-limits';
import { registerSecurityHeaders } from '../plugins/security-headers';
import { API_PREFIXES, type AppOptions } from './app-options';

/**
 * Over HTTP/1.1 a phone opens six connections, each with its own handshake and slow start, and
 * queues the rest; over HTTP/2 the index's connection, already warm, carries every script, style
 * and image of the first view at once.
 */
/** How long one plugin may take to start before the app refuses to start. */
const PLUGIN_START_TIMEOUT_MS = 60_000;

function createFastify(options: FastifyServerOptions, tls: AppOptions['tls']): FastifyInstance {
  if (!tls) return Fastify(options);
  // The HTTP/2 server's requests and replies follow Node's compatibility API, which every plugin
  // here uses: the app is typed as the HTTP/1.1 one either way.
  const secure: FastifyHttp2SecureOptions<Http2SecureServer> = {
    ...(options as Omit<FastifyHttp2SecureOptions<Http2SecureServer>, 'http2' | 'https'>),
    http2: true,
    https: { allowHTTP1: true, cert: tls.cert, key: tls.key },
  };
  return Fastify(secure) as unknown as FastifyInstance;
}

/**
 * The first stage: the Fastify instance, its compilers, then the external plugins (CORS and
 * security headers by the merchant's domains, compression, rate limits, OpenAPI).
 */
export async function registerPlatformPlugins(opts: AppOptions) {
  const app = createFastify(
    {
      logger: withRedaction(opts.logger) ?? false,
      trustProxy: opts.trustProxy ?? false,
      requestIdHeader: 'x-request-id',
      genReqId: () => crypto.randomUUID(),
      bodyLimit: 64 * 1024,
      // Fastify's 10 s default was passed by the OpenAPI UI's start on a loaded 2-core machine;
      // a plugin that truly hangs still fails the start.
      pluginTimeout: PLUGIN_START_TIMEOUT_MS,
      frameworkErrors,
      clientErrorHandler,
    },
    opts.tls,
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoSerializerCompiler);
  // Every answer carries the server's clock in ms (the Date header has 1 s resolution), so that
  // clients count lottery draws against it, not against the phone's clock (issue 5).
  const answerClock = opts.clock ?? systemClock;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-server-time', String(answerClock().getTime()));
  });

  // The merchant's configuration, read by the CORS and CSP rules of its domains below.
  const merchants = createMerchantService(opts.database.db, opts.merchant.code, () =>
    opts.database.notify(MERCHANT_CONFIG_CHANNEL),
  );
  registerDomainCors(app, merchants);
  const domainOrigins = createCspOrigins(app, merchants);

  // External plugins first: security headers, rate limit, OpenAPI.
  const imageOrigins = opts.merchant.imageCDNs
    .filter((u) => /^https?:\/\//.test(u))
    .map((u) => new URL(u).origin);
  await registerSecurityHeaders(app, imageOrigins, domainOrigins);
  // API answers, the index and generated art; the app's files come pre-compressed from the build.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerRateLimits(app, {
    apiPrefixes: API_PREFIXES,
    apiMax: opts.rateLimitMax ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    redis: opts.redis,
  });
  await registerApiDocs(app);
  return { app, merchants, imageOrigins };
}

/** OpenAPI from the routes' contract schemas: /openapi.json (registered with the routes), /docs. */
async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Platform API',
        description:
          'Calls of the mobile web front end (§7 of the specification). Every answer is the envelope { success, value, message, code }.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'Authorization' },
          // Issue 17: a console operator's session token, a different kind from a member's.
          operator: { type: 'apiKey', in: 'header', name: 'Authorization' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}

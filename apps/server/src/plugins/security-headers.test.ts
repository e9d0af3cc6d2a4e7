import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { cspDirectives, registerSecurityHeaders } from './security-headers';

const IMAGE_ORIGINS = ['https://cdn.example.com'];
const domainsOf = (req: IncomingMessage) => String(req.headers['x-domains'] ?? '');

/** The app as it was: helmet writing the CSP per request, the other domains a function. */
async function helmetPerRequest() {
  const app = Fastify();
  const otherDomains = (req: IncomingMessage) => domainsOf(req);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...cspDirectives(IMAGE_ORIGINS, ''),
        imgSrc: ["'self'", 'data:', 'blob:', ...IMAGE_ORIGINS, otherDomains],
        connectSrc: ["'self'", otherDomains],
      },
    },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  return withRoutes(app);
}

async function builtOnce() {
  const app = Fastify();
  await registerSecurityHeaders(app, IMAGE_ORIGINS, domainsOf);
  return withRoutes(app);
}

function withRoutes(app: FastifyInstance) {
  app.get('/page', async () => ({ ok: true }));
  app.get('/own-csp', async (_req, reply) =>
    reply.header('content-security-policy', "default-src 'none'").send('x'),
  );
  return app;
}

const headersOf = (res: { headers: Record<string, unknown> }) => {
  const { date: _date, ...rest } = res.headers;
  return rest;
};

describe('security headers', () => {
  it('are what helmet wrote per request, for every set of other domains and a route of its own', async () => {
    const [before, after] = await Promise.all([helmetPerRequest(), builtOnce()]);
    for (const url of ['/page', '/own-csp', '/missing']) {
      for (const domains of ['', 'https://a.example', 'https://a.example https://b.example']) {
        for (let i = 0; i < 2; i++) {
          const ask = { url, headers: { 'x-domains': domains } };
          const [was, is] = await Promise.all([before.inject(ask), after.inject(ask)]);
          expect(is.statusCode).toBe(was.statusCode);
          expect(headersOf(is)).toEqual(headersOf(was));
        }
      }
    }
    const page = await after.inject({
      url: '/page',
      headers: { 'x-domains': 'https://a.example' },
    });
    expect(page.headers['content-security-policy']).toContain(
      "connect-src 'self' https://a.example;",
    );
    expect((await after.inject('/own-csp')).headers['content-security-policy']).toBe(
      "default-src 'none'",
    );
    await Promise.all([before.close(), after.close()]);
  });

  it('refuses a domain helmet refuses, as helmet did', async () => {
    const [before, after] = await Promise.all([helmetPerRequest(), builtOnce()]);
    for (const domains of ['self', 'https://a.example;script-src *']) {
      const ask = { url: '/page', headers: { 'x-domains': domains } };
      const [was, is] = await Promise.all([before.inject(ask), after.inject(ask)]);
      expect(was.statusCode).toBe(500);
      expect(is.statusCode).toBe(500);
      expect(is.headers['content-security-policy']).toBeUndefined();
    }
    await Promise.all([before.close(), after.close()]);
  });
});

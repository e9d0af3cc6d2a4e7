import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONSOLE_BASE } from '../modules/ops/enrolment-link';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NONCE_PLACEHOLDER = '%CSP_NONCE%';

/**
 * The console's own policy: scripts from 'self' only; styles from 'self' and from the <style>
 * elements MUI writes, which carry this answer's nonce; images also data: (the enrolment QR
 * code), blob: (members' private images, fetched with the session by the console's own script)
 * and the merchant's CDNs (the logo); no framing at all (clickjacking an operator).
 */
export function consoleCsp(nonce: string, imageOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the built console (apps/console/dist) under /console/ with its own CSP: the player
 * app's index and bundles never reference it.
 */
export async function registerConsoleApp(
  app: FastifyInstance,
  distDir: string | undefined,
  imageOrigins: readonly string[],
) {
  let index: string | null = null;
  try {
    if (distDir) index = await readFile(join(distDir, 'index.html'), 'utf8');
  } catch {
    app.log.warn({ distDir }, 'console not built; run `npm run build` to serve /console/');
  }
  const sendIndex = (reply: FastifyReply) => {
    if (index === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The console is not built. Run `npm run build`, then start the server again.');
    }
    const nonce = randomBytes(16).toString('base64');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', consoleCsp(nonce, imageOrigins))
      .header('x-robots-tag', 'noindex')
      .send(index.replaceAll(NONCE_PLACEHOLDER, nonce));
  };
  app.get(CONSOLE_BASE, { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  app.get(CONSOLE_BASE.slice(0, -1), { schema: { hide: true } }, (_req, reply) =>
    reply.redirect(CONSOLE_BASE),
  );
  if (index === null || !distDir) return;
  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: `${CONSOLE_BASE}assets/`,
    index: false,
    wildcard: true,
    decorateReply: false,
    setHeaders(res) {
      res.header('cache-control', IMMUTABLE);
    },
  });
}

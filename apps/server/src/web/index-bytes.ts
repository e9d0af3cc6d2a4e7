import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A page's index built once for a set of first-view answers, without its server time: the time
 * the page sets its clock from goes between the two halves.
 */
export interface IndexTemplate {
  before: string;
  after: string;
  /** The CSP source of the index's inline <style> (critical-css.ts), where it has one. */
  styleSource?: string;
  /** The last copy stamped and its compressed bytes, shared for INDEX_STAMP_REUSE_MS. */
  stamped?: Stamped;
}

interface Stamped {
  at: number;
  html: string;
  bytes: Partial<Record<Encoding, Buffer>>;
}

/**
 * How long one stamped copy of an index is sent as it is. Compressing the index was the largest
 * cost of a burst of visitors; a copy this old puts the page's server clock at most this far
 * behind, less than the network's own delay already does, and the page's next call sets it.
 */
export const INDEX_STAMP_REUSE_MS = 50;

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Brotli at 4, as the compress plugin answers API calls: most of 11's size at a tenth the time. */
const compressors: Record<Exclude<Encoding, 'identity'>, (html: string) => Buffer> = {
  br: (html) =>
    brotliCompressSync(html, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 4,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
  gzip: (html) => gzipSync(html),
};

const encodingOf = (request: FastifyRequest): Encoding => {
  const header = request.headers['accept-encoding'];
  if (!header) return 'identity';
  return negotiate<Encoding>(header.toLowerCase(), [...ENCODINGS]) ?? 'identity';
};

/** The index stamped with the time, compressed as the browser asked, and sent. */
export function sendIndexTemplate(
  request: FastifyRequest,
  reply: FastifyReply,
  template: IndexTemplate,
  now = Date.now(),
): FastifyReply {
  let stamped = template.stamped;
  if (!stamped || now - stamped.at > INDEX_STAMP_REUSE_MS) {
    stamped = { at: now, html: `${template.before}${now}${template.after}`, bytes: {} };
    template.stamped = stamped;
  }
  const encoding = encodingOf(request);
  reply.header('vary', 'accept-encoding, cookie');
  if (encoding === 'identity') return reply.send(stamped.html);
  const bytes = (stamped.bytes[encoding] ??= compressors[encoding](stamped.html));
  // Set here, the compress plugin leaves the answer as it is.
  return reply.header('content-encoding', encoding).send(bytes);
}

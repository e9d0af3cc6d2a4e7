import type { FastifyRequest } from 'fastify';

/**
 * The path a request was routed by: the route's pattern when one matched, else the decoded path.
 * Hooks and limits key on this, never on the raw URL: `/%77ps/captcha` is routed as
 * `/wps/captcha`, and a check of the raw URL would let it skip what `/wps/` gets.
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export const hasPrefix = (path: string, prefixes: readonly string[]): boolean =>
  prefixes.some((p) => path.startsWith(p) || path === p.slice(0, -1));

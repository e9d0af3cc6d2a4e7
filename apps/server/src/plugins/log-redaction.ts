import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** What a redacted value is logged as. */
export const REDACTED = '[redacted]';

/**
 * Query keys whose values are secrets: session tokens (old clients and §2.1 hand-offs), launch
 * codes of embedded games, verification codes, passwords, captcha answers.
 */
const SECRET_QUERY_KEY = /token|launch|code|pass(word)?|psw|captcha|secret|signature|nonce/i;

/** Headers that carry a secret, as pino paths (header names arrive lower-case). */
const SECRET_HEADERS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-demo-session',
  'x-wallet-signature',
  'x-wallet-nonce',
];

/**
 * The URL as logged: values of secret query keys replaced, and the rest kept (the path and the
 * other parameters are what an operator needs to follow a request).
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const kept = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq < 0 ? pair : pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // A malformed key is logged as it came; its value is redacted below all the same.
        return `${rawKey}=${REDACTED}`;
      }
      return eq >= 0 && SECRET_QUERY_KEY.test(key) ? `${rawKey}=${REDACTED}` : pair;
    });
  return `${url.slice(0, at)}?${kept.join('&')}`;
}

/** The request as Fastify logs it, with its URL redacted. */
const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Adds redaction to the server's logger options: secret headers and body fields wherever a log
 * line carries them, and the request URL's secret query values (tokens must never reach the log).
 */
export function withRedaction(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base: LoggerOptions = logger === true ? {} : logger;
  const secretFields = [
    'token',
    'password',
    'oldPassword',
    'newPassword',
    'confirmPassword',
    'paymentPassword',
    'verificationCode',
    'launchCode',
    'captcha',
  ];
  return {
    ...base,
    redact: {
      paths: [
        ...SECRET_HEADERS.map((h) => `req.headers["${h}"]`),
        ...SECRET_HEADERS.map((h) => `headers["${h}"]`),
        ...secretFields.flatMap((f) => [f, `*.${f}`, `body.${f}`, `req.body.${f}`]),
        // `code` alone is an error's code almost everywhere; only a body's code is a secret.
        'body.code',
        'req.body.code',
      ],
      censor: REDACTED,
    },
    serializers: {
      ...('serializers' in base ? base.serializers : {}),
      req: requestSerializer,
    },
  };
}

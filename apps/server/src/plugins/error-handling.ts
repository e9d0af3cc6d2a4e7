import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  ErrorCode,
  errorMessage,
  fieldIssueOf,
  reasonMessage,
  type ErrorEnvelope,
  type FieldIssue,
  type Language,
} from '@lotto/contract';
import { HttpError } from '../lib/http-error';
import { hasPrefix, routedPath } from '../lib/routed-path';

const send = (reply: FastifyReply, status: number, body: ErrorEnvelope) =>
  reply.code(status).header('cache-control', 'no-store').send(body);

const fail = (
  code: string,
  message: string,
  value: ErrorEnvelope['value'] = null,
): ErrorEnvelope => ({
  success: false,
  value,
  message,
  code,
});

/**
 * Turns a validation failure into `{ field: message }` and, beside it, `{ field: { code, params } }`
 * (the app words the code in the player's language), naming each field by its path.
 */
function fieldMessages(err: FastifyError): {
  fields: Record<string, string>;
  fieldCodes: Record<string, FieldIssue>;
} {
  const fields: Record<string, string> = {};
  const fieldCodes: Record<string, FieldIssue> = {};
  for (const v of err.validation ?? []) {
    const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field =
      path ||
      String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? '') ||
      err.validationContext ||
      'input';
    fields[field] ??= v.message ?? 'invalid';
    // fastify-type-provider-zod keeps the zod issue's code as the keyword and the rest in params.
    fieldCodes[field] ??= fieldIssueOf({ ...v.params, code: v.keyword });
  }
  return { fields, fieldCodes };
}

/**
 * A refusal made for a player — a catalogued `reason` (reasonMessage) with its `params` — worded
 * in the caller's language, as the message and as each named field's text. Null for any other
 * value (a vendor's wallet call keeps the ledger's English).
 */
function reasonWorded(value: Record<string, unknown> | null, language: Language) {
  if (!value || typeof value.reason !== 'string') return null;
  if (typeof value.params !== 'object' || value.params === null) return null;
  const message = reasonMessage(value.reason, language, value.params as Record<string, unknown>);
  if (message === null) return null;
  const fields = value.fields as Record<string, string> | undefined;
  return {
    message,
    value: fields
      ? { ...value, fields: Object.fromEntries(Object.keys(fields).map((f) => [f, message])) }
      : value,
  };
}

export function registerErrorHandling(
  app: FastifyInstance,
  opts: {
    apiPrefixes: string[];
    sendIndex: (request: FastifyRequest, reply: FastifyReply) => unknown;
    webBase: string;
  },
) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The message is the catalogue's, in the request's language, naming the fields: a client
      // that cannot word the field codes itself shows it (§8 data.message), not the contract's English.
      const { fields, fieldCodes } = fieldMessages(err);
      const message = `${errorMessage(ErrorCode.BAD_REQUEST, request.language)} (${Object.keys(fields).join(', ')})`;
      return send(reply, 400, fail(ErrorCode.BAD_REQUEST, message, { fields, fieldCodes }));
    }
    if (err instanceof HttpError) {
      const worded = reasonWorded(err.value, request.language);
      if (worded) return send(reply, err.status, fail(err.code, worded.message, worded.value));
      const message = err.message || errorMessage(err.code, request.language);
      return send(reply, err.status, fail(err.code, message, err.value));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response does not match its schema');
      return send(
        reply,
        500,
        fail(ErrorCode.INTERNAL, errorMessage(ErrorCode.INTERNAL, request.language)),
      );
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return send(reply, 429, fail(ErrorCode.RATE_LIMITED, err.message));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the caller's fault, said plainly.
      return send(reply, status, fail(ErrorCode.BAD_REQUEST, err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return send(
      reply,
      500,
      fail(ErrorCode.INTERNAL, errorMessage(ErrorCode.INTERNAL, request.language)),
    );
  });

  const isApi = (request: FastifyRequest) => hasPrefix(routedPath(request), opts.apiPrefixes);

  // An attacker could enumerate paths if 404s were not rate limited.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A file that is not there (an old hashed asset) is a 404; any other app path is a route.
    const isFile = /\.(?!html$)[a-z0-9]{1,12}$/i.test(path);
    const isAppPath =
      !isFile &&
      (path === '/' || path === opts.webBase.slice(0, -1) || path.startsWith(opts.webBase));
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppPath && !isApi(request)) {
      return opts.sendIndex(request, reply);
    }
    return send(
      reply,
      404,
      fail(ErrorCode.NOT_FOUND, `No such path: ${request.method} ${path.slice(0, 200)}`),
    );
  });
}

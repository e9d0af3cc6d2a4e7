import type { FastifyInstance } from 'fastify';
import { envelope, ErrorCode, type Operation } from '@lotto/contract';
import { HttpError } from './http-error';
import { bodyErrors, errorResponses } from './route';

/**
 * Calls that the contract describes but this server does not answer yet get an honest 501, so
 * an integrator sees the whole contract in /openapi.json and nobody mistakes a gap for data.
 */
export function registerNotYetBuilt(app: FastifyInstance, all: Operation[]) {
  for (const op of all) {
    if (app.hasRoute({ method: op.method, url: op.path })) continue;
    app.route({
      method: op.method,
      url: op.path,
      schema: {
        operationId: op.operationId,
        summary: op.summary,
        description: 'Not answered by the reference server yet: it replies 501 NOT_IMPLEMENTED.',
        tags: [...op.tags, 'not yet built'],
        // Bad input is still the caller's 400: only a well-formed call learns of the gap.
        ...(op.query ? { querystring: op.query } : {}),
        ...(op.body ? { body: op.body } : {}),
        // Its path is rate limited like the built calls of its prefix.
        response: {
          200: envelope(op.response),
          ...errorResponses([400, 429, 501, ...bodyErrors(op)]),
        },
      },
      handler: async () => {
        throw new HttpError(
          ErrorCode.NOT_IMPLEMENTED,
          `${op.operationId} is not built yet on this server`,
        );
      },
    });
  }
}

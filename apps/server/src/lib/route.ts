import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorEnvelope, type Operation, type OperationValue } from '@lotto/contract';
import { z } from 'zod';
import type { SessionRead } from '../plugins/session-auth.plugin';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
export type OperationRequest<O> =
  O extends Operation<infer Q, infer B, z.ZodType>
    ? FastifyRequest<{ Querystring: Parsed<Q>; Body: Parsed<B> }>
    : never;

/** OpenAPI `responses` for error statuses: each is the error envelope. */
export const errorResponses = (statuses: readonly number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelope]));

/**
 * What a call that takes a body (any but GET, even one whose body is empty) can answer besides:
 * 413 past the body limit, 415 for a content type the server does not read (OpenAPI
 * declares every status a call answers).
 */
export const bodyErrors = (op: Operation): number[] => (op.method === 'GET' ? [] : [413, 415]);

const OPERATION_ERRORS = [400, 401, 403, 404, 409, 429, 503];

/**
 * Registers one contract operation: its schemas parse the input before the handler runs, and the
 * handler's result goes out as `{ success: true, value }`. Failures are thrown as HttpError.
 */
export interface OperationOptions {
  /** A tighter limit than the app-wide one, per client address (passwords, SMS). */
  rateLimit?: { max: number; timeWindow: number | string };
  /** A larger body than the app-wide 64 KiB (an image upload). */
  bodyLimit?: number;
  /**
   * A check of the caller after the session's and the input's, before the handler: the §6 money
   * gate (registerMoneyOperation). A refusal is thrown as HttpError.
   */
  guard?: (request: FastifyRequest) => Promise<void>;
  /** What the session's read brings besides the member (`SessionRead`, session-auth plugin). */
  sessionRead?: SessionRead;
}

/** Answers that hand out a session token: the login, free play and register family. */
const returnsToken = (op: Operation): boolean =>
  op.response instanceof z.ZodObject && 'token' in op.response.shape;

/**
 * No shared cache or back/forward cache may keep an answer with a token or a member's
 * data: every call that needs a session or returns a token, and any answer given to a session.
 */
const noStoreOf = (op: Operation) => {
  const always = op.auth === 'member' || op.auth === 'operator' || returnsToken(op);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (always || request.member) reply.header('cache-control', 'no-store');
  };
};

export function registerOperation<O extends Operation>(
  app: FastifyInstance,
  op: O,
  handler: (request: OperationRequest<O>) => Promise<OperationValue<O>> | OperationValue<O>,
  options: OperationOptions = {},
) {
  const noStore = noStoreOf(op);
  const authHook =
    op.auth === 'member' ? app.authenticate : op.auth === 'optional' ? app.identify : null;
  const preHandler = [...(authHook ? [authHook] : []), ...(options.guard ? [options.guard] : [])];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: op.method,
    url: op.path,
    config: {
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.sessionRead ? { sessionRead: options.sessionRead } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      operationId: op.operationId,
      summary: op.summary,
      tags: op.tags,
      ...(op.auth === 'member' ? { security: [{ session: [] }] } : {}),
      ...(op.auth === 'operator' ? { security: [{ operator: [] }] } : {}),
      ...(op.query ? { querystring: op.query } : {}),
      ...(op.body ? { body: op.body } : {}),
      response: {
        200: envelope(op.response),
        ...errorResponses([...OPERATION_ERRORS, ...bodyErrors(op)]),
      },
    },
    ...(preHandler.length > 0 ? { preHandler } : {}),
    ...(op.auth === 'operator'
      ? // Before the input is checked: an anonymous caller or a refused role learns nothing
        // about the call's fields, and a refusal is a 403 whatever the body.
        { preValidation: (request: FastifyRequest) => app.authorizeOperator(request, op) }
      : {}),
    onSend: async (request, reply, payload) => {
      await noStore(request, reply);
      return payload;
    },
    handler: async (request) => ({
      success: true,
      value: await handler(request as unknown as OperationRequest<O>),
    }),
  });
}

/**
 * Every console write honours an Idempotency-Key (issue 30): a double click, or a retry after a
 * lost answer, sends one intent twice, and a message to everyone must not go out twice. The
 * console sends one key per open form; the first answer is kept and a replay gets it without the
 * handler running again. One hook pair for every operator call that writes, so a new create
 * route is covered without remembering to be.
 *
 * Unlike the money calls (`idempotent`), the key is optional here: scripts and the command line
 * call these routes once, by hand. Only a success is kept; a refusal created nothing, so its
 * retry simply runs again (the console makes a new key once the operator changes the form).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { IDEMPOTENCY_LEASE_MS, requestHashOf, reused, sentKeyOf } from './idempotency';
import { claimKey, finishKey, releaseKey } from './idempotency.repository';

type Scope = Parameters<typeof claimKey>[1];

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this operator write claimed, to store its answer once it is sent. */
    operatorWriteKey: Scope | null;
  }
}

const scopeOf = (req: FastifyRequest): Scope | null => {
  const operator = req.operator;
  const operationId = req.routeOptions.schema?.operationId;
  if (!operator || req.method === 'GET' || !operationId) return null;
  const key = sentKeyOf(req);
  if (!key) return null;
  return {
    merchantCode: req.merchant.code,
    owner: `operator:${operator.id}`,
    key,
    operationId,
    hash: requestHashOf(operationId, req.body, req.query),
  };
};

/** Registers the hooks on `app` (a root-level plugin's instance, so every route gets them). */
export function honourOperatorWriteKeys(app: FastifyInstance, db: Db) {
  app.decorateRequest('operatorWriteKey', null);

  // After the operator's session and role were checked and the body parsed.
  app.addHook('preHandler', async (req, reply) => {
    const scope = scopeOf(req);
    if (!scope) return;
    const claim = await claimKey(db, scope, new Date(), IDEMPOTENCY_LEASE_MS);
    if (claim.state === 'claimed') {
      req.operatorWriteKey = scope;
      return;
    }
    if (claim.hash !== scope.hash || claim.operationId !== scope.operationId) throw reused();
    if (claim.state === 'running')
      throw new HttpError(ErrorCode.IDEMPOTENCY_IN_PROGRESS, '', {
        reason: 'IDEMPOTENCY_IN_PROGRESS',
      });
    if (!claim.answer.ok || 'rebuilt' in claim.answer)
      throw new Error('an operator write keeps only its value');
    return reply.send({ success: true, value: claim.answer.value });
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const scope = req.operatorWriteKey;
    if (!scope) return payload;
    req.operatorWriteKey = null;
    const envelope =
      reply.statusCode < 300 && typeof payload === 'string'
        ? (JSON.parse(payload) as { success?: boolean; value?: unknown })
        : null;
    if (envelope?.success)
      await finishKey(db, scope, reply.statusCode, { ok: true, value: envelope.value });
    else await releaseKey(db, scope);
    return payload;
  });
}

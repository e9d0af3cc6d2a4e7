import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, type Operation, type OperatorRole } from '@lotto/contract';
import type { Db } from '../db/client';
import { HttpError } from '../lib/http-error';
import { honourOperatorWriteKeys } from '../modules/idempotency/operator-writes';
import { addressAllowed } from '../lib/allowed-addresses';
import { recordAudit, type Actor } from '../modules/audit/audit.service';
import { mayCall } from '../lib/operator-roles';

/** The operator behind a live console session, as every `auth: 'operator'` call sees it. */
export interface AuthenticatedOperator {
  sessionId: number;
  id: number;
  merchantCode: string;
  username: string;
  role: OperatorRole;
}

/** What the plugin needs of the ops module (handed in by the app). */
interface Operators {
  sessions: {
    resolve(token: string, merchantCode: string): Promise<AuthenticatedOperator | 'expired'>;
  };
  /** The merchant's console address rules (empty: every address). */
  allowedAddresses(merchantCode: string): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every `auth: 'operator'` call: a live operator session and an allowed role. */
    authorizeOperator: (request: FastifyRequest, op: Operation) => Promise<void>;
  }
  interface FastifyRequest {
    operator: AuthenticatedOperator | null;
  }
}

export default fp(
  async (app, opts: { db: Db } & Operators) => {
    app.decorateRequest('operator', null);

    app.decorate('authorizeOperator', async (request: FastifyRequest, op: Operation) => {
      const token = request.sessionToken;
      if (!token) throw new HttpError(ErrorCode.UNAUTHORIZED);
      const operator = await opts.sessions.resolve(token, request.merchant.code);
      if (operator === 'expired') throw new HttpError(ErrorCode.SESSION_EXPIRED);
      const actor: Actor = {
        merchantCode: operator.merchantCode,
        operatorId: operator.id,
        username: operator.username,
        ip: request.ip,
      };
      const refuse = async (reason: string, message: string) => {
        await recordAudit(opts.db, actor, {
          action: op.operationId,
          after: { reason, role: operator.role },
          outcome: 'refused',
        });
        throw new HttpError(ErrorCode.FORBIDDEN, message);
      };
      if (!addressAllowed(await opts.allowedAddresses(operator.merchantCode), request.ip)) {
        await refuse('address', 'The console is not open to this address');
      }
      if (!mayCall(op, operator.role)) await refuse('role', 'Your role does not allow this');
      request.operator = operator;
    });

    honourOperatorWriteKeys(app, opts.db);
  },
  { name: 'ops-auth', dependencies: ['request-context'] },
);

/** The operator of a call declared `auth: 'operator'` (set by authorizeOperator). */
export function currentOperator(request: FastifyRequest): AuthenticatedOperator {
  if (!request.operator) throw new HttpError(ErrorCode.UNAUTHORIZED);
  return request.operator;
}

/** Who is acting, for the audit log. */
export function actorOf(request: FastifyRequest): Actor {
  const operator = currentOperator(request);
  return {
    merchantCode: operator.merchantCode,
    operatorId: operator.id,
    username: operator.username,
    ip: request.ip,
  };
}

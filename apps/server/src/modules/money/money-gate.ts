import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, operationsById, type Operation, type OperationValue } from '@lotto/contract';
import { HttpError } from '../../lib/http-error';
import { registerOperation, type OperationOptions, type OperationRequest } from '../../lib/route';
import type { AuthenticatedMember } from '../../plugins/session-auth.plugin';
import { realMember } from '../../plugins/session-auth.plugin';

/** §6: member types 0, 1 and 2 may deposit and withdraw. */
export const MONEY_MEMBER_TYPES: readonly number[] = [0, 1, 2];

/** §6 "deposit and withdraw": a member's calls under these contract tags pass the money gate. */
const MONEY_TAGS: readonly string[] = ['deposit', 'withdraw'];

const isMoneyOperation = (op: Operation): boolean =>
  op.auth === 'member' && op.tags.some((tag) => MONEY_TAGS.includes(tag));

/** Every money call of the contract, as `METHOD path`. */
export const moneyCalls = (): Map<string, string> =>
  new Map(
    Object.values(operationsById as Record<string, Operation>)
      .filter(isMoneyOperation)
      .map((op) => [`${op.method} ${op.path}`, op.operationId]),
  );

/**
 * The §6 money gate, the preHandler of every money call after the session's: a trial account
 * gets TRIAL_NOT_ALLOWED ('Please login an actual account to use this function'), any type but
 * 0, 1 and 2 FREE_REJECT; the member who passes is the request's `moneyMember`.
 */
export async function moneyGate(request: FastifyRequest): Promise<void> {
  const member = realMember(request);
  if (!MONEY_MEMBER_TYPES.includes(member.customerType)) throw new HttpError(ErrorCode.FREE_REJECT);
  request.moneyMember = member;
}

/** A money call's request: the member has passed the gate. */
export type MoneyRequest<O> = OperationRequest<O> & { moneyMember: AuthenticatedMember };

/** Registers a money call behind the gate; its handler reads the gated `request.moneyMember`. */
export function registerMoneyOperation<O extends Operation>(
  app: FastifyInstance,
  op: O,
  handler: (request: MoneyRequest<O>) => Promise<OperationValue<O>> | OperationValue<O>,
  options: Omit<OperationOptions, 'guard'> = {},
) {
  registerOperation(app, op, (request) => handler(request as MoneyRequest<O>), {
    ...options,
    guard: moneyGate,
  });
}

const guardsOf = (preHandler: unknown): unknown[] =>
  Array.isArray(preHandler) ? preHandler : [preHandler];

/**
 * Decorates the request with `moneyMember`, and refuses to start an app that registers a money
 * call of the contract without the gate: a handler cannot forget it.
 */
export default fp(
  async (app) => {
    app.decorateRequest('moneyMember', null);
    const calls = moneyCalls();
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        const operationId = calls.get(`${method} ${route.url}`);
        if (operationId && !guardsOf(route.preHandler).includes(moneyGate))
          throw new Error(
            `${operationId} (${method} ${route.url}) is a §6 money call: register it with registerMoneyOperation`,
          );
      }
    });
  },
  { name: 'money-gate', dependencies: ['session-auth'] },
);

declare module 'fastify' {
  interface FastifyRequest {
    /** The member of a money call who passed the §6 gate (null on any other call). */
    moneyMember: AuthenticatedMember | null;
  }
}

/**
 * Idempotency for money calls. Wrap a route handler:
 *
 *   registerOperation(app, depositCreate, idempotent(db, depositCreate, (req, key) =>
 *     deposits.create(currentMember(req), req.body, key)));
 *
 * The client sends `Idempotency-Key: <8-128 of A-Z a-z 0-9 _ : . ->` (IDEMPOTENCY_KEY_HEADER),
 * one key per user action, and the same key again when it retries. The first answer (the value,
 * or the error's code, message and value) is stored with a hash of the operation, body and query,
 * per merchant and member (or operator): a retry gets it again without running the handler; the
 * same key with a different body gets a 409 naming the field `Idempotency-Key`; a retry while the
 * first call still runs gets a 409 with reason IDEMPOTENCY_IN_PROGRESS (try again shortly).
 * A call without the header gets a 400 naming it.
 *
 * A 5xx or unexpected failure is not stored (the retry runs the handler again), and a call whose
 * process died is taken over once its lease ends. So the handler must itself be safe to run twice
 * for one key: derive its ledger idempotency key from the `key` it is given — the client's key
 * prefixed with its owner (`member:12:<key>`), so unique per merchant — e.g. `deposit:<key>`,
 * and the ledger moves the money once whatever happens to the process.
 *
 * A handler that does its work in one statement (placing a lottery order) can write the key's
 * record in that statement instead: `idempotentInOneStatement`, two round trips fewer.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  ErrorCode,
  FieldIssueCode,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type Operation,
  type OperationValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { StoredAnswer } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { OperationRequest } from '../../lib/route';
import type { SQL } from 'drizzle-orm';
import { violatedUnique } from '../../db/unique-violation';
import {
  claimKey,
  deleteKeysBefore,
  finishKey,
  recordAnsweredSql,
  releaseKey,
} from './idempotency.repository';

/** How long a running call holds its key before a retry may take it over. */
export const IDEMPOTENCY_LEASE_MS = 30_000;
/**
 * How long a key's answer is kept for a retry. A client retries within minutes; after this the
 * key is forgotten, and the movement's own ledger key still refuses to move money twice.
 */
export const IDEMPOTENCY_KEPT_MS = 7 * 24 * 60 * 60_000;

/** Forgets up to `limit` keys past their keeping time at `now`; answers how many. */
export const forgetOldKeys = (db: Db, now: Date, limit: number) =>
  deleteKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEPT_MS), limit);

const canonical = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  return v;
};

export const requestHashOf = (operationId: string, body: unknown, query: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify([operationId, canonical(body ?? null), canonical(query ?? null)]))
    .digest('hex');

/** Who owns a key: the member of the session, else the operator. */
const ownerOf = (req: FastifyRequest): string => {
  if (req.member) return `member:${req.member.id}`;
  if (req.operator) return `operator:${req.operator.id}`;
  throw new HttpError(ErrorCode.UNAUTHORIZED, 'An idempotent call needs a session');
};

const IDEMPOTENCY_KEY_HEADER_NAME = 'Idempotency-Key';

/**
 * A refusal about the header: `message` is the catalogue's text of its code in the request's
 * language (set by the error handler); the field's own text stays the contract's English.
 */
const headerError = (code: ErrorCode, fieldMessage: string, issue: FieldIssueCode) =>
  new HttpError(code, '', {
    fields: { [IDEMPOTENCY_KEY_HEADER_NAME]: fieldMessage },
    fieldCodes: { [IDEMPOTENCY_KEY_HEADER_NAME]: { code: issue } },
  });

/** The request's Idempotency-Key, or null without one; a malformed key is refused. */
export const sentKeyOf = (req: FastifyRequest): string | null => {
  const raw = req.headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw headerError(
      ErrorCode.BAD_REQUEST,
      'must be 8-128 letters, digits, _ : . or -',
      FieldIssueCode.invalid,
    );
  return key;
};

const keyOf = (req: FastifyRequest): string => {
  const key = sentKeyOf(req);
  if (!key)
    throw headerError(
      ErrorCode.BAD_REQUEST,
      'is required: one key per action, resent on retry',
      FieldIssueCode.required,
    );
  return key;
};

export const reused = () =>
  headerError(
    ErrorCode.IDEMPOTENCY_KEY_REUSED,
    'was already used for another request',
    FieldIssueCode.invalid,
  );

const replay = <T>(answer: StoredAnswer): T => {
  if (answer.ok) {
    if ('rebuilt' in answer) throw new Error("a rebuilt answer is the handler's to give");
    return answer.value as T;
  }
  throw new HttpError(answer.code as ErrorCode, answer.message, answer.value);
};

/** Runs `run` once per (merchant, owner, key); see the module comment. */
export async function runIdempotent<T>(
  db: Db,
  scope: { merchantCode: string; owner: string; key: string; operationId: string; hash: string },
  /** `retried`: a call under this key started before and died (see Claim). */
  run: (retried: boolean) => Promise<T>,
  now: () => Date = () => new Date(),
): Promise<T> {
  const claim = await claimKey(db, scope, now(), IDEMPOTENCY_LEASE_MS);
  if (claim.state === 'stored') {
    if (claim.hash !== scope.hash || claim.operationId !== scope.operationId) throw reused();
    // Written with the work (idempotentInOneStatement): the handler finds what it wrote.
    if (claim.answer.ok && 'rebuilt' in claim.answer) return run(true);
    return replay<T>(claim.answer);
  }
  if (claim.state === 'running') {
    if (claim.hash !== scope.hash || claim.operationId !== scope.operationId) throw reused();
    // The client waits and sends the same call again (apps/web/src/api/idempotent-call.ts).
    throw new HttpError(ErrorCode.IDEMPOTENCY_IN_PROGRESS, '', {
      reason: 'IDEMPOTENCY_IN_PROGRESS',
    });
  }
  let value: T;
  try {
    value = await run(claim.retried);
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) {
      await finishKey(db, scope, err.status, {
        ok: false,
        code: err.code,
        message: err.message,
        value: err.value,
      });
    } else {
      await releaseKey(db, scope).catch(() => undefined);
    }
    throw err;
  }
  await finishKey(db, scope, 200, { ok: true, value });
  return value;
}

/**
 * The key's scope for a request, and the key the handler gets: the client's key prefixed with
 * its owner, unique per merchant.
 */
const scopeOf = (req: FastifyRequest, op: Operation) => {
  const key = keyOf(req);
  const owner = ownerOf(req);
  return {
    scope: {
      merchantCode: req.merchant.code,
      owner,
      key,
      operationId: op.operationId,
      hash: requestHashOf(op.operationId, req.body, req.query),
    },
    ownedKey: `${owner}:${key}`,
  };
};

/**
 * A handler given its call's key: `key` is the client's key prefixed with its owner, unique per
 * merchant; `retried`: an earlier call with this key died, perhaps after doing its work (look for
 * it before doing it again); `more`, what one kind of handler is given besides (the record).
 */
type KeyedHandler<O extends Operation, R, More extends unknown[] = []> = (
  request: OperationRequest<O>,
  key: string,
  retried: boolean,
  ...more: More
) => Promise<R>;

/** A route handler that runs once per Idempotency-Key (see the module comment). */
export function idempotent<O extends Operation>(
  db: Db,
  op: O,
  handler: KeyedHandler<O, OperationValue<O>>,
) {
  return (request: OperationRequest<O>): Promise<OperationValue<O>> => {
    const { scope, ownedKey } = scopeOf(request, op);
    return runIdempotent(db, scope, (retried) => handler(request, ownedKey, retried));
  };
}

/**
 * `idempotent` for a write that cannot do harm twice (adding a bank card: the account is unique
 * per member), where the key only makes a retry's answer the first one: a double tap, or a resend
 * after a lost answer, is told "added" and not "already added". Without the header the handler
 * simply runs (scripts call these routes once, by hand).
 */
export function idempotentWhenKeyed<
  O extends Operation,
  R extends OperationRequest<O> = OperationRequest<O>,
>(
  db: Db,
  op: O,
  /** `retried`: an earlier call with this key died, perhaps after doing its work. */
  handler: (request: R, retried: boolean) => Promise<OperationValue<O>>,
) {
  return (request: R): Promise<OperationValue<O>> => {
    if (!sentKeyOf(request)) return handler(request, false);
    const { scope } = scopeOf(request, op);
    return runIdempotent(db, scope, (retried) => handler(request, retried));
  };
}

/** Writes the key's record in the handler's own statement (see idempotentInOneStatement). */
export type RecordAnswered = (from: SQL) => SQL;

/**
 * `idempotent` for a handler that does its work in one statement, which then also writes the
 * key's record (`record(from)`, an INSERT … SELECT … FROM the work's CTE): no claim and no answer
 * round trips for a first call. The record says the answer is rebuilt: a retry runs the handler
 * with `retried`, and it answers from what it wrote. Anything else goes the ordinary way
 * (runIdempotent): a key seen before (the statement fails on the record's primary key, and the
 * handler passes that violation on), a refusal (4xx, then stored as usual), or a call the handler
 * cannot do in one statement (it answers null). So the handler may run twice for one call and
 * must be idempotent itself, as every handler here is.
 */
export function idempotentInOneStatement<O extends Operation>(
  db: Db,
  op: O,
  handler: KeyedHandler<O, OperationValue<O> | null, [record: RecordAnswered | null]>,
) {
  return async (request: OperationRequest<O>): Promise<OperationValue<O>> => {
    const { scope, ownedKey } = scopeOf(request, op);
    const done = await handler(request, ownedKey, false, (from) =>
      recordAnsweredSql(scope, new Date(), from),
    ).catch((err: unknown) => {
      if ((err instanceof HttpError && err.status < 500) || violatedUnique(err) !== null)
        return null;
      throw err;
    });
    if (done !== null) return done;
    return runIdempotent(db, scope, async (retried) => {
      const value = await handler(request, ownedKey, retried, null);
      if (value === null) throw new Error(`${op.operationId} answered nothing`);
      return value;
    });
  };
}

import type {
  Operation,
  OperationBody,
  OperationQuery,
  OperationValue,
  Route,
} from '@lotto/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@lotto/contract';
import { ApiError, apiCall, ClientErrorCode } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

type Callable = Operation | Route;
type OperationOf<C> = C extends Operation ? C : C extends Route<infer O> ? O : never;

/** Answers worth resending unchanged: the network failed, the server or a proxy did not answer. */
const retriable = (err: unknown): boolean =>
  err instanceof ApiError &&
  (err.code === ClientErrorCode.NETWORK ||
    err.status >= 500 ||
    (err.value as { reason?: unknown } | null)?.reason === 'IDEMPOTENCY_IN_PROGRESS');

/**
 * One user action on money (a deposit request, a withdrawal): it keeps one Idempotency-Key (issue
 * 18) until the action got a definite answer, so every resend — automatic, or the member tapping
 * the button again after a network error — is the same call to the server and moves money once.
 * Make a new action (`moneyAction()`) for each new thing the member asks for.
 */
export function moneyAction(opts: { attempts?: number; backoffMs?: number } = {}) {
  const attempts = opts.attempts ?? 3;
  const backoffMs = opts.backoffMs ?? 500;
  let key: string | null = null;
  return {
    /** The key of the action's next send (for tests and logs). */
    get key(): string {
      key ??= newIdempotencyKey();
      return key;
    },
    async call<C extends Callable>(
      op: C,
      options: {
        query?: OperationQuery<OperationOf<C>>;
        body?: OperationBody<OperationOf<C>>;
        signal?: AbortSignal;
      } = {},
    ): Promise<OperationValue<OperationOf<C>>> {
      const headers = { [IDEMPOTENCY_KEY_HEADER]: this.key };
      for (let attempt = 1; ; attempt++) {
        try {
          const value = await apiCall(op, { ...options, headers });
          key = null;
          return value;
        } catch (err) {
          if (!retriable(err)) {
            // A definite refusal: the member changes the form and that is a new action.
            key = null;
            throw err;
          }
          if (attempt >= attempts) throw err;
          await new Promise((r) => setTimeout(r, backoffMs * attempt));
        }
      }
    },
  };
}

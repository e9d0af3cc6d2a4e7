import { API_CALL_TIMEOUT_MS, ErrorCode } from '@lotto/contract';
import type {
  Operation,
  OperationBody,
  OperationQuery,
  OperationValue,
  Route,
} from '@lotto/contract';
import { currentDevice } from './device';
import { apiBase, currentApiOrigin, failOver, noteApiAnswered } from './domain-failover';
import { takeFirstViewAnswer } from './first-view-answers';
import { chosenLanguage } from './i18n';
import { SERVER_TIME_HEADER, noteServerTime, serverNow, serverTimeOfHeader } from './server-clock';
import { noteSessionEnded } from './session-ended';
import { readSession } from './session-storage';

/** A failed call: the HTTP status stays honest and the envelope's code, message and value ride along. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly value: unknown;

  constructor(status: number, code: string, message: string, value: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.value = value;
  }
}

/** Codes this client gives failures that never reached a well-formed envelope. */
export const ClientErrorCode = {
  NETWORK: 'NETWORK',
  BAD_RESPONSE: 'BAD_RESPONSE',
} as const;

export interface CallOptions<O> {
  query?: OperationQuery<O>;
  body?: OperationBody<O>;
  signal?: AbortSignal;
  /** Extra request headers of this call (the Idempotency-Key of a money call). */
  headers?: Record<string, string>;
  /**
   * Told the server's time when it made the answer (epoch ms): what a time left in the answer
   * counts from. Counting from when the caller reads it instead adds the phone's delay (a slow
   * network, the schemas loading) to every countdown.
   */
  onServerTime?: (serverTimeMs: number) => void;
}

/**
 * The request headers of every call (DESIGN "The calls"). The contract's HeaderName sits in a module
 * with a zod schema; naming them here keeps zod out of the first paint. HTTP ignores their case.
 */
export const HeaderName = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  authorization: 'Authorization',
} as const;

// Set once the merchant's settings are known; a session's own merchant code wins over it.
let settingsMerchantCode: string | null = null;
export const setSettingsMerchantCode = (code: string | null): void => {
  settingsMerchantCode = code;
};

type QueryValue = string | number | boolean | null | undefined;

/** Fills `{name}` or `:name` segments from the query and returns what is left for the search string. */
export const buildUrl = (path: string, query: Record<string, unknown> | undefined): string => {
  const rest: Record<string, unknown> = { ...query };
  const filled = path.replace(
    /\{(\w+)\}|:(\w+)/g,
    (_m, a: string | undefined, b: string | undefined) => {
      const name = (a ?? b) as string;
      const v = rest[name];
      delete rest[name];
      return encodeURIComponent(String((v as QueryValue) ?? ''));
    },
  );
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(rest)) {
    const values = Array.isArray(raw) ? (raw as QueryValue[]) : [raw as QueryValue];
    for (const v of values) if (v !== undefined && v !== null) params.append(key, String(v));
  }
  const search = params.toString();
  return search ? `${filled}?${search}` : filled;
};

export const requestHeaders = (hasBody: boolean): Record<string, string> => {
  const session = readSession();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [HeaderName.device]: currentDevice(),
    // The chosen catalogue code, not the language it reads in: the server checks it against the
    // codes the merchant offers (one may offer ms without id) and reads it along the same chain.
    [HeaderName.language]: chosenLanguage(),
  };
  const merchant = session?.merchantCode || settingsMerchantCode;
  if (merchant) headers[HeaderName.merchant] = merchant;
  if (session) headers[HeaderName.authorization] = session.token;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
};

interface RawEnvelope {
  success: boolean;
  value: unknown;
  message?: string;
  code?: string;
}

const isEnvelope = (v: unknown): v is RawEnvelope =>
  typeof v === 'object' && v !== null && typeof (v as RawEnvelope).success === 'boolean';

/** An operation with its schemas, or its route (name, method, path) whose type carries them. */
type Callable = Operation | Route;
type OperationOf<C> = C extends Operation ? C : C extends Route<infer O> ? O : never;

/**
 * The schemas that check an answer. App code calls by route, so zod stays out of the shipped
 * first view and production trusts the server's own check of what it sends (it serializes with
 * the same contract); in development and tests every answer is checked against the contract.
 */
const responseSchemaOf = async (op: Callable): Promise<Operation['response'] | null> => {
  if ('response' in op) return op.response;
  if (!import.meta.env.DEV) return null;
  const { operations } = await import('@lotto/contract');
  return operations.find((o) => o.operationId === op.operationId)?.response ?? null;
};

const endsSession = (code: string | undefined): boolean =>
  code === ErrorCode.SESSION_EXPIRED ||
  code === ErrorCode.UNAUTHORIZED ||
  // Issue 34: the daily session-time limit ended it; the server's words say until when.
  code === ErrorCode.SESSION_TIME_LIMIT;

type Fetched =
  | { answer: Response; data: RawEnvelope }
  /** `answer`: a block page's (not an envelope); none when no connection or no answer in time. */
  | { blocked: true; answer?: Response; reason?: string };

/**
 * One request to `base` (empty: the page's origin). 'blocked' when it failed the way a blocked
 * domain fails: no connection (DNS, reset, TLS: fetch's TypeError), no answer within
 * API_CALL_TIMEOUT_MS, or an answer that is not this platform's envelope (a block page).
 */
const fetchFrom = async (
  base: string,
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
): Promise<Fetched> => {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  const timer = setTimeout(() => controller.abort(), API_CALL_TIMEOUT_MS);
  try {
    const answer = await fetch(`${base}${url}`, { ...init, signal: controller.signal });
    let data: unknown;
    try {
      data = await answer.json();
    } catch {
      data = null;
    }
    return isEnvelope(data) ? { answer, data } : { blocked: true, answer };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { blocked: true, reason: error instanceof Error ? error.message : '' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
};

/** Calls one operation of the contract and returns its `value`, or throws an ApiError. */
export const apiCall = async <C extends Callable>(
  op: C,
  options: CallOptions<OperationOf<C>> = {},
): Promise<OperationValue<OperationOf<C>>> => {
  const hasBody = options.body !== undefined;
  const url = buildUrl(op.path, options.query as Record<string, unknown> | undefined);
  const headers = { ...requestHeaders(hasBody), ...options.headers };
  const carried = hasBody
    ? null
    : takeFirstViewAnswer(op.method, url, {
        language: headers[HeaderName.language] ?? '',
        merchant: headers[HeaderName.merchant] ?? null,
        hasSession: HeaderName.authorization in headers,
      });
  let response: Pick<Response, 'ok' | 'status' | 'statusText'>;
  let data: unknown;
  if (carried) {
    noteServerTime(String(carried.serverTime), carried.receivedAt);
    options.onServerTime?.(carried.serverTime);
    response = { ok: true, status: 200, statusText: 'OK' };
    data = carried.envelope;
  } else {
    const init = {
      method: op.method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
    };
    const failed = currentApiOrigin();
    let fetched = await fetchFrom(apiBase(), url, init, options.signal);
    if ('blocked' in fetched) {
      // The domain failed like a block: its calls move to the first of the merchant's domains
      // that proves to be this platform (unless another call moved them meanwhile). Only a read
      // is sent again; a write may have arrived.
      const moved = currentApiOrigin() !== failed ? currentApiOrigin() : await failOver(failed);
      if (moved && op.method === 'GET')
        fetched = await fetchFrom(apiBase(), url, init, options.signal);
    }
    if ('blocked' in fetched) {
      if (!fetched.answer) throw new ApiError(0, ClientErrorCode.NETWORK, fetched.reason ?? '');
      const { status, statusText } = fetched.answer;
      throw new ApiError(status, ClientErrorCode.BAD_RESPONSE, statusText);
    }
    noteApiAnswered();
    // Test doubles may answer without headers; real answers always carry them.
    const serverTimeHeader = fetched.answer.headers?.get(SERVER_TIME_HEADER) ?? null;
    noteServerTime(serverTimeHeader);
    options.onServerTime?.(serverTimeOfHeader(serverTimeHeader) ?? serverNow());
    response = fetched.answer;
    data = fetched.data;
  }
  if (!isEnvelope(data)) {
    throw new ApiError(response.status, ClientErrorCode.BAD_RESPONSE, response.statusText);
  }
  if (!response.ok || !data.success) {
    // A session the server no longer knows ends here for every call, not page by page.
    const token = headers[HeaderName.authorization];
    if (token && response.status === 401 && endsSession(data.code))
      noteSessionEnded(
        token,
        data.code === ErrorCode.SESSION_TIME_LIMIT ? (data.message ?? null) : null,
      );
    throw new ApiError(
      response.status,
      data.code ?? ClientErrorCode.BAD_RESPONSE,
      data.message ?? '',
      data.value ?? null,
    );
  }
  const schema = await responseSchemaOf(op);
  if (!schema) return data.value as OperationValue<OperationOf<C>>;
  const parsed = schema.safeParse(data.value);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      ClientErrorCode.BAD_RESPONSE,
      parsed.error.message,
      data.value,
    );
  }
  return parsed.data as OperationValue<OperationOf<C>>;
};

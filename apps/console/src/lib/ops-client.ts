import {
  IDEMPOTENCY_KEY_HEADER,
  type FieldIssue,
  type Operation,
  type OperationValue,
} from '@lotto/contract';
import { HttpError } from 'react-admin';
import { refusalWords } from './refusals';

const TOKEN_KEY = 'ops.token';

/**
 * The operator's session token lives in this tab only (sessionStorage): closing the tab signs
 * out, and the server ends the session after 15 idle minutes anyway.
 */
export const sessionToken = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

interface Envelope {
  success: boolean;
  value: unknown;
  message?: string;
  code?: string;
}

type QueryValue = string | number | boolean | null | undefined;

const queryString = (query: Record<string, QueryValue> | undefined) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

function headers(json: boolean): Headers {
  const h = new Headers({ accept: 'application/json' });
  if (json) h.set('content-type', 'application/json');
  const token = sessionToken.get();
  if (token) h.set('authorization', token);
  return h;
}

/** How often, and how far apart, a write still running under its key is asked again. */
const IN_PROGRESS_TRIES = 5;
const IN_PROGRESS_WAIT_MS = 400;

/**
 * Makes one contract call and unwraps the envelope. A failure becomes react-admin's HttpError
 * with its status, the message and `value.fields` (the form's field errors) in the operator's
 * language (refusalWords), `value.fieldCodes` and the server's own words beside them.
 * `idempotencyKey`: the write's intent (see useWriteIntent); the server answers a repeat with the
 * first answer, and one still running is asked again shortly.
 */
export async function opsCall<O extends Operation>(
  op: O,
  input: { query?: Record<string, QueryValue>; body?: unknown; idempotencyKey?: string } = {},
): Promise<OperationValue<O>> {
  for (let attempt = 1; ; attempt++) {
    const h = headers(input.body !== undefined);
    if (input.idempotencyKey) h.set(IDEMPOTENCY_KEY_HEADER, input.idempotencyKey);
    const res = await fetch(`${op.path}${queryString(input.query)}`, {
      method: op.method,
      headers: h,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    const envelope = (await res.json().catch(() => null)) as Envelope | null;
    if (res.ok && envelope?.success) return envelope.value as OperationValue<O>;
    const value = envelope?.value as {
      fields?: Record<string, string>;
      fieldCodes?: Record<string, FieldIssue>;
      reason?: string;
    } | null;
    if (value?.reason === 'IDEMPOTENCY_IN_PROGRESS' && attempt < IN_PROGRESS_TRIES) {
      await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_WAIT_MS * attempt));
      continue;
    }
    // The operator's language (refusals.ts); the server's own words stay beside it.
    const worded = refusalWords({
      status: res.status,
      code: envelope?.code,
      message: envelope ? envelope.message : undefined,
      fields: value?.fields,
      fieldCodes: value?.fieldCodes,
    });
    throw new HttpError(worded.message, res.status, {
      code: envelope?.code,
      errors: worded.fields,
      fieldCodes: value?.fieldCodes,
      serverMessage: envelope?.message,
      serverErrors: value?.fields,
    });
  }
}

/** The audit CSV, fetched with the session and saved as a file. */
export async function downloadCsv(path: string, query: Record<string, QueryValue>, name: string) {
  const res = await fetch(`${path}${queryString(query)}`, { headers: headers(false) });
  if (!res.ok) throw new HttpError(refusalWords({ status: res.status }).message, res.status);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * A private file (an image) fetched with the session, as an object URL for an <img>: the
 * session travels in a header, which an <img src> cannot send. The caller revokes it.
 */
export async function fetchObjectUrl(path: string): Promise<string> {
  const res = await fetch(path, { headers: headers(false) });
  if (!res.ok) throw new HttpError(refusalWords({ status: res.status }).message, res.status);
  return URL.createObjectURL(await res.blob());
}

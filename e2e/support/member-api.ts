import type { ApiMember } from './session';

/** The server's envelope (§7): every answer of the API. */
export interface Envelope<V = unknown> {
  success: boolean;
  value: V;
  code?: string;
  message?: string;
}

/**
 * Calls the API as the member, as the app would (merchant and session headers), for set-up that
 * is not what a test is about: money to withdraw, a payee name, a deposit to match.
 */
export const memberApi =
  (baseURL: string, member: ApiMember) =>
  async <V = unknown>(method: string, path: string, body?: unknown): Promise<Envelope<V>> => {
    const res = await fetch(`${baseURL}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        merchant: member.merchantCode,
        authorization: member.token,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Envelope<V>;
  };

/** memberApi's value, or an error naming the call and the server's answer. */
export const memberValue =
  (baseURL: string, member: ApiMember) =>
  async <V = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<V> => {
    const answer = await memberApi(baseURL, member)<V>(method, path, body);
    if (!answer.success) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
    return answer.value;
  };

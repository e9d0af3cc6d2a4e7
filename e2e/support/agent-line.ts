import type { BrowserContext } from '@playwright/test';
import {
  E2E_PASSWORD,
  markMember,
  politelyLimited,
  sessionRecord,
  solveAltcha,
  type ApiMember,
} from './session';

/** The demo top agent of the seed (README), that every agent spec opens its own line under. */
export const DEMO_TOP_AGENT = { username: 'demotop', password: 'Demo-Agent-2026!' };
/** The payment password the agent specs give their agents (transfers, §6). */
export const AGENT_PAYMENT_PASSWORD = '135790';

export const inLanguage = (context: BrowserContext, language: 'th' | 'en') =>
  context.addInitScript((l) => localStorage.setItem('language', l), language);

/** A name that fits the demo merchant's username rule and is new per call. */
export const newAgentName = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-7)}${Math.floor(Math.random() * 1e4)}`;

/** The envelope's value, or an error naming the call and the server's answer. */
export const apiValue = async (res: Response) => {
  const body = (await res.json()) as { success: boolean; value: Record<string, unknown> };
  if (!res.ok || !body.success)
    throw new Error(`${res.url}: ${res.status} ${JSON.stringify(body)}`);
  return body.value;
};

/** Logs in by username through the API, the ALTCHA solved; answers the token. */
export async function loginViaApi(
  baseURL: string,
  merchantCode: string,
  username: string,
  password: string,
) {
  const v = await apiValue(
    await politelyLimited(async () =>
      fetch(`${baseURL}/wps/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', merchant: merchantCode },
        body: JSON.stringify({
          type: 'username',
          username,
          password,
          altcha: await solveAltcha(baseURL),
        }),
      }),
    ),
  );
  return String(v.token);
}

export type Caller = ApiMember & { baseURL: string };

/** The member app opens in `context` already logged in as `m` (its session record, §3). */
export const signInAgent = async (context: BrowserContext, m: ApiMember) => {
  await markMember(context);
  await context.addInitScript(
    (record) => sessionStorage.setItem('session', record),
    sessionRecord(m, 1),
  );
};

/** A JSON call of `m` through the API, with an Idempotency-Key when given; answers its value. */
export const callAs = async (
  m: Caller,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  key?: string,
) =>
  apiValue(
    await fetch(`${m.baseURL}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        merchant: m.merchantCode,
        authorization: m.token,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

/** The demo top agent, signed in through the API. */
export const demoTopAgent = async (baseURL: string, merchantCode: string): Promise<Caller> => ({
  ...DEMO_TOP_AGENT,
  token: await loginViaApi(baseURL, merchantCode, DEMO_TOP_AGENT.username, DEMO_TOP_AGENT.password),
  merchantCode,
  baseURL,
});

/**
 * A new sub-agent of `upline` (opened in its register centre through the API, with `rates` when
 * given), signed in.
 */
export async function openSubAgent(
  upline: Caller,
  prefix: string,
  rates?: Record<string, string>,
): Promise<Caller> {
  const username = newAgentName(prefix);
  await callAs(upline, 'POST', '/wps/agent/downlines', {
    kind: 'agent',
    username,
    password: E2E_PASSWORD,
    ...(rates ? { rates } : {}),
  });
  return {
    username,
    password: E2E_PASSWORD,
    token: await loginViaApi(upline.baseURL, upline.merchantCode, username, E2E_PASSWORD),
    merchantCode: upline.merchantCode,
    baseURL: upline.baseURL,
  };
}

import type { BrowserContext } from '@playwright/test';
import { MEMBER_MARK_COOKIE } from '@lotto/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** A member registered through the API, with the session it got. */
export interface ApiMember {
  username: string;
  password: string;
  token: string;
  merchantCode: string;
}

export const E2E_PASSWORD = 'Tiger-Lily-2026!';
/** An adult's birth date for the age confirmation at registration. */
const ADULT_BIRTH_DATE = '1990-01-01';
let sequence = 0;
/** A minute's window at most, waited out in steps the server names. */
const REGISTER_RETRIES = 12;

const json = async (res: Response) => {
  const body = (await res.json()) as { success: boolean; value: Record<string, unknown> };
  if (!res.ok || !body.success)
    throw new Error(`${res.url}: ${res.status} ${JSON.stringify(body)}`);
  return body.value;
};

/** Solves the server's ALTCHA challenge in Node, as the widget would (the e2e server's cost is small). */
export async function solveAltcha(baseURL: string): Promise<string> {
  const challenge = await json(await fetch(`${baseURL}/wps/verification/altcha`));
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The demo merchant asks for a captcha at registration; outside production /dev/captcha tells it. */
async function answeredCaptcha(baseURL: string) {
  const issued = await json(await fetch(`${baseURL}/wps/captcha`));
  const captchaId = String(issued.captchaId);
  const dev = await json(await fetch(`${baseURL}/dev/captcha?captchaId=${captchaId}`));
  return { captchaId, captcha: String(dev.answer) };
}

/**
 * Registration and login are limited per address (20 a minute); the whole suite calls from one
 * address, so a 429 waits as long as the server says and tries again, as a client should.
 */
export async function politelyLimited(send: () => Promise<Response>): Promise<Response> {
  let res = await send();
  for (let attempt = 0; res.status === 429 && attempt < REGISTER_RETRIES; attempt++) {
    const seconds = Number(res.headers.get('retry-after') ?? '5');
    await new Promise((resolve) => setTimeout(resolve, (seconds + 0.5) * 1000));
    res = await send();
  }
  return res;
}

/**
 * Registers a new member by username through the API and returns its session; `extra` adds
 * fields to the registration (an invitation code: `{ recommenderId }`).
 */
export async function registerViaApi(
  baseURL: string,
  extra: Record<string, string> = {},
): Promise<ApiMember> {
  const username = `e${Date.now().toString(36).slice(-7)}${(sequence++).toString(36)}`;
  const settings = await json(await fetch(`${baseURL}/wps/system/settings/consolidated`));
  const merchantCode = String((settings.merchant as { code: string }).code);
  const register = async () =>
    fetch(`${baseURL}/wps/member/register`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', merchant: merchantCode },
      body: JSON.stringify({
        username,
        password: E2E_PASSWORD,
        confirmPassword: E2E_PASSWORD,
        registerUrl: 'm.demo.example.com',
        registerMethod: 'H5',
        birthDate: ADULT_BIRTH_DATE,
        agreeTerms: true,
        altcha: await solveAltcha(baseURL),
        ...(await answeredCaptcha(baseURL)),
        ...extra,
      }),
    });
  const value = await json(await politelyLimited(register));
  return { username, password: E2E_PASSWORD, token: String(value.token), merchantCode };
}

/**
 * The cookie the app sets while it holds a session (session-storage.ts markSession): with it the
 * server sends a member the empty root, not the visitor's rendered page. A context given a session
 * by a test has it too, as a member's browser would: without it the first load of a rendered page
 * was a visitor's, and a tap on it before the app replaced it went nowhere.
 */
export const markMember = (context: BrowserContext) =>
  context.addCookies(
    ['127.0.0.1', 'localhost'].map((domain) => ({
      name: MEMBER_MARK_COOKIE,
      value: '1',
      domain,
      path: '/',
      sameSite: 'Lax' as const,
    })),
  );

/** The member's §3 session record as the app keeps it in session storage (type 1: an agent). */
export const sessionRecord = (member: ApiMember, type: 0 | 1 = 0): string =>
  JSON.stringify({
    token: member.token,
    merchantCode: member.merchantCode,
    userName: member.username,
    type,
    firstTimeLogin: false,
  });

/** Puts the member's §3 session record in session storage before any page of the context loads. */
export async function signInContext(context: BrowserContext, member: ApiMember): Promise<void> {
  await markMember(context);
  await context.addInitScript((value) => {
    sessionStorage.setItem('session', value);
  }, sessionRecord(member));
}

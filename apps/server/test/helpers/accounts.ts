import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Solves a fresh ALTCHA challenge as the widget would, and returns the payload to send. */
export async function solveAltcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: '/wps/verification/altcha' });
  const challenge = res.json().value;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

let sequence = 0;
/** Each call from its own address, so per-address rate limits do not couple unrelated tests. */
export const randomIp = () =>
  `10.${(sequence++ % 250) + 1}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** A username that fits the demo merchant's rule (^[a-z][a-z0-9]{5,15}$) and is new per call. */
export const newUsername = () =>
  `u${Date.now().toString(36).slice(-6)}${(sequence++).toString(36)}`;
export const GOOD_PASSWORD = 'Tiger-Lily-2026!';
/** An adult's birth date for the age confirmation at registration. */
export const ADULT_BIRTH_DATE = '1990-01-01';

export interface Registered {
  username: string;
  password: string;
  token: string;
}

/** PUT /wps/member/register as the username form sends it, captcha and ALTCHA answered. */
export async function registerByUsername(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    remoteAddress: randomIp(),
    payload: {
      username,
      password,
      confirmPassword: password,
      registerUrl: 'm.demo.example.com',
      registerMethod: 'H5',
      birthDate: ADULT_BIRTH_DATE,
      agreeTerms: true,
      altcha: await solveAltcha(app),
      ...(await answeredCaptcha(app)),
      ...extra,
    },
  });
}

/** Registers by username (the demo merchant asks for a captcha; answered through /dev/captcha). */
export async function registerMember(
  app: FastifyInstance,
  extra: Record<string, unknown> = {},
): Promise<Registered> {
  const username = (extra.username as string) ?? newUsername();
  const password = (extra.password as string) ?? GOOD_PASSWORD;
  const res = await registerByUsername(app, username, password, extra);
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { username, password, token: res.json().value.token };
}

/** Asks for an SMS code to a Thai number (before login, registration or a reset). */
export const sendSmsCode = async (app: FastifyInstance, mobileNum: string, ip = randomIp()) =>
  app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress: ip,
    payload: { mobileNum, countryDialingCode: '66', altcha: await solveAltcha(app) },
  });

/** Registers a Thai number with the latest code sent to it (`e164`); ask for one first. */
export const registerMobile = async (app: FastifyInstance, mobileNum: string, e164: string) =>
  app.inject({
    method: 'PUT',
    url: '/wps/member/register/mobile',
    remoteAddress: randomIp(),
    payload: {
      mobileNum,
      countryDialingCode: '66',
      verificationCode: await latestCode(app, 'sms', e164),
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      registerUrl: 'm.demo.example.com',
      registerMethod: 'H5',
      birthDate: ADULT_BIRTH_DATE,
      agreeTerms: true,
      altcha: await solveAltcha(app),
      ...(await answeredCaptcha(app)),
    },
  });

/** Sets a new password for the member of a Thai number with a code sent to it. */
export const resetBySms = (
  app: FastifyInstance,
  mobileNum: string,
  verificationCode: string,
  newPassword: string,
) =>
  app.inject({
    method: 'PUT',
    url: '/wps/member/password/verification',
    remoteAddress: randomIp(),
    payload: {
      mobileNum,
      countryDialingCode: '66',
      verificationCode,
      newPassword,
      confirmPassword: newPassword,
    },
  });

/** Logs in a Thai number with a code sent to it. */
export const loginBySms = async (
  app: FastifyInstance,
  mobileNum: string,
  messageCode: string,
  extra: Record<string, unknown> = {},
  ip = randomIp(),
) =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: ip,
    payload: {
      type: 'sms',
      mobileNum,
      countryDialingCode: '66',
      messageCode,
      altcha: await solveAltcha(app),
      ...extra,
    },
  });

export async function answeredCaptcha(
  app: FastifyInstance,
): Promise<{ captchaId: string; captcha: string }> {
  const issued = (await app.inject({ url: '/wps/captcha' })).json().value;
  const answer = (await app.inject({ url: `/dev/captcha?captchaId=${issued.captchaId}` })).json()
    .value.answer;
  return { captchaId: issued.captchaId, captcha: answer };
}

export async function loginAs(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  ip = randomIp(),
) {
  return app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: ip,
    payload: { type: 'username', username, password, altcha: await solveAltcha(app), ...extra },
  });
}

/** The latest code sent to a recipient through the outbox provider. */
export async function latestCode(
  app: FastifyInstance,
  channel: 'sms' | 'email',
  recipient: string,
): Promise<string> {
  const res = await app.inject({
    url: `/dev/outbox?channel=${channel}&recipient=${encodeURIComponent(recipient)}&limit=1`,
  });
  const body: string | undefined = res.json().value[0]?.body;
  const code = body?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

export const auth = (token: string) => ({ authorization: token });

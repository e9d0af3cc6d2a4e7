import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { merchantConfig } from '@lotto/contract';
import { buildTestApp, demoMerchant, type TestApp } from '../../../test/helpers/build-test-app';
import { auth, randomIp, registerMobile, sendSmsCode } from '../../../test/helpers/accounts';

/**
 * §3, §4: login by the phone-code provider (`type: firebase`). The provider's keys are served
 * here as Google serves Firebase's; tokens are signed here with them, and with others.
 */
const PROJECT = 'lucky-demo-phone';
const ISSUER = `https://securetoken.google.com/${PROJECT}`;
const MOBILE = '0819876543';
const E164 = '+66819876543';

describe('login by the phone-code provider', () => {
  let t: TestApp;
  let keys: Server;
  let signing: CryptoKey;
  let stranger: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    signing = pair.privateKey;
    stranger = (await generateKeyPair('RS256')).privateKey;
    const published = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] };
    keys = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(published));
    });
    await new Promise<void>((resolve) => keys.listen(0, '127.0.0.1', resolve));
    const jwksUrl = `http://127.0.0.1:${(keys.address() as { port: number }).port}/keys`;
    t = await buildTestApp((m) => ({
      ...m,
      sms: {
        ...m.sms,
        phoneCodeProvider: true,
        phoneCodeIdentity: { issuer: ISSUER, audience: PROJECT, jwksUrl },
      },
    }));
    expect((await sendSmsCode(t.app, MOBILE)).statusCode).toBe(200);
    expect((await registerMobile(t.app, MOBILE, E164)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    keys.close();
  });

  const token = (
    claims: Record<string, unknown> = {},
    opts: { key?: CryptoKey; kid?: string; issuer?: string; audience?: string; exp?: string } = {},
  ) =>
    new SignJWT({ phone_number: E164, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'k1' })
      .setIssuer(opts.issuer ?? ISSUER)
      .setAudience(opts.audience ?? PROJECT)
      .setSubject('uid-1')
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? '1h')
      .sign(opts.key ?? signing);

  // Failures count per number (three ask for a captcha): each refusal below uses its own.
  let spare = 10;
  const anotherNumber = () => `08300000${String(spare++).padStart(2, '0')}`;

  const login = (app: TestApp['app'], firebaseIdToken: string, firebaseMobileNo = MOBILE) =>
    app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: randomIp(),
      payload: { type: 'firebase', firebaseChannel: 'sms', firebaseIdToken, firebaseMobileNo },
    });

  it("logs the number's member in with the provider's token", async () => {
    const res = await login(t.app, await token());
    expect(res.statusCode).toBe(200);
    const session = res.json().value.token as string;
    const info = await t.app.inject({ url: '/wps/member/info', headers: auth(session) });
    expect(info.statusCode).toBe(200);
  });

  it.each([
    ['another project', () => token({}, { audience: 'someone-else' })],
    ['another issuer', () => token({}, { issuer: 'https://securetoken.google.com/someone-else' })],
    ['a key the provider never published', () => token({}, { key: stranger, kid: 'k2' })],
    ['a published key id, signed with another key', () => token({}, { key: stranger })],
    ['an expired one', () => token({}, { exp: '-10m' })],
  ])('refuses %s, naming the field', async (_what, make) => {
    const res = await login(t.app, await make(), anotherNumber());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VERIFICATION_CODE_WRONG',
      value: { fields: { firebaseIdToken: expect.any(String) } },
    });
  });

  it('refuses a token that is not signed with the asymmetric key (alg HS256)', async () => {
    const forged = await new SignJWT({ phone_number: E164 })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setAudience(PROJECT)
      .setSubject('uid-1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-anyone-could-choose-0123456789'));
    expect((await login(t.app, forged, anotherNumber())).statusCode).toBe(400);
    expect((await login(t.app, 'not.a.token', anotherNumber())).statusCode).toBe(400);
  });

  it('refuses a token that proved another number', async () => {
    const res = await login(t.app, await token({ phone_number: '+66811111111' }), anotherNumber());
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toHaveProperty('firebaseMobileNo');
  });

  it('asks for a captcha after three refusals for one number, as SMS login does', async () => {
    const number = anotherNumber();
    for (let i = 0; i < 3; i++) {
      expect((await login(t.app, 'not.a.token', number)).statusCode).toBe(400);
    }
    const res = await login(t.app, 'not.a.token', number);
    expect(res.json().code).toBe('CAPTCHA_REQUIRED');
  });

  it('answers a proven number without an account as wrong credentials', async () => {
    const res = await login(t.app, await token({ phone_number: '+66822222222' }), '0822222222');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('WRONG_CREDENTIALS');
  });

  it('is not offered by a merchant without the provider', async () => {
    const plain = await buildTestApp();
    try {
      const res = await login(plain.app, await token());
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('METHOD_UNAVAILABLE');
    } finally {
      await plain.close();
    }
  });

  it('a merchant turning the provider on must say how its tokens are checked', () => {
    const m = demoMerchant();
    const parsed = merchantConfig.safeParse({ ...m, sms: { ...m.sms, phoneCodeProvider: true } });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('phoneCodeIdentity');
  });
});

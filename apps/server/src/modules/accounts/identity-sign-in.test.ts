import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { IdentityProviderSettings, MerchantConfig } from '@lotto/contract';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { ADULT_BIRTH_DATE, auth, randomIp } from '../../../test/helpers/accounts';
import { startTestProvider, type TestProvider } from '../../../test/helpers/oidc-test-provider';
import { totpAt } from '../ops/ops.test-support';
import { IDENTITY_SIGN_IN_TTL_MS } from './identity-sign-in-start';

/**
 * Sign-in by OpenID Connect against a real provider (oidc-provider) on this machine: its login and
 * consent pages, its tokens and keys. Google-, Facebook- and LINE-shaped configurations are the
 * same mechanism; each is a client of the test provider here.
 */
const HOST = 'app.test';
const REDIRECT = `http://${HOST}/m/identity/callback`;
const SECRET = 'a-client-secret-of-at-least-32-characters';

describe('sign-in by an identity provider', () => {
  let t: TestApp;
  let idp: TestProvider;
  let now = Date.now();

  const providerOf = (id: string, kind: IdentityProviderSettings['kind']) => ({
    id,
    kind,
    issuer: idp.issuer,
    clientId: `${id}-client`,
    scopes: ['openid', 'email', 'profile'],
  });

  beforeAll(async () => {
    idp = await startTestProvider(
      ['google', 'facebook', 'line', 'unsecret'].map((id) => ({
        clientId: `${id}-client`,
        clientSecret: SECRET,
        redirectUris: [REDIRECT],
      })),
    );
    t = await buildTestApp(
      (m): MerchantConfig => ({
        ...m,
        whitelabel: { ...m.whitelabel, GOOGLELOGIN3: true, FACEBOOKLOGIN3: false },
        register: { ...m.register, minimumAge: 18 },
        identityProviders: [
          providerOf('google', 'google'),
          providerOf('facebook', 'facebook'),
          providerOf('line', 'line'),
          // In the merchant file but without a secret in the environment: not offered.
          providerOf('unsecret', 'line'),
        ],
      }),
      {
        clock: () => new Date(now),
        identityClientSecrets: {
          'DEMO:google': SECRET,
          'DEMO:facebook': SECRET,
          'DEMO:line': SECRET,
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  const call = (url: string, payload?: object, token?: string) =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      payload,
      remoteAddress: randomIp(),
      headers: { host: HOST, ...(token ? auth(token) : {}) },
    });

  const start = async (provider = 'line', token?: string) => {
    const res = await call(
      '/wps/session/identity/start',
      { provider, redirectUri: REDIRECT, ...(token ? { link: true } : {}) },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().value.authorizationUrl as string);
  };

  const callback = (answer: URL) =>
    call('/wps/session/identity/callback', Object.fromEntries(answer.searchParams));

  const register = (registration: string, extra: object = {}) =>
    call('/wps/session/identity/register', {
      registration,
      birthDate: ADULT_BIRTH_DATE,
      agreeTerms: true,
      ...extra,
    });

  it('offers the providers with a secret, and Google and Facebook only with their flags', async () => {
    const res = await call('/wps/session/identity/providers');
    expect(res.json().value.list).toEqual([
      { id: 'google', kind: 'google' },
      { id: 'line', kind: 'line' },
    ]);
  });

  it('creates a member at the first sign-in, after age and terms, and logs it in later', async () => {
    const url = await start('line');
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const answer = await idp.signIn(url.href, 'somchai');
    expect(answer.href.startsWith(REDIRECT)).toBe(true);

    const first = await callback(answer);
    expect(first.statusCode, first.body).toBe(200);
    const { registration, minimumAge } = first.json().value;
    expect(minimumAge).toBe(18);

    const young = await register(registration, { birthDate: '2020-01-01', agreeTerms: false });
    expect(young.statusCode).toBe(400);
    expect(Object.keys(young.json().value.fields).sort()).toEqual(['agreeTerms', 'birthDate']);

    const done = await register(registration);
    expect(done.statusCode, done.body).toBe(200);
    const created = done.json().value;
    expect(created.userName).toMatch(/^li[a-z0-9]{6,10}$/);
    const info = await call('/wps/member/info', undefined, created.token);
    expect(info.statusCode).toBe(200);
    expect(info.json().value.email).toBe('somchai@example.test');

    // The registration step is good once.
    expect((await register(registration)).json().code).toBe('IDENTITY_SIGN_IN_EXPIRED');

    const again = await callback(await idp.signIn((await start('line')).href, 'somchai'));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value.userName).toBe(created.userName);
    expect(again.json().value.token).not.toBe(created.token);
  });

  it('keeps accounts of different providers apart', async () => {
    const res = await callback(await idp.signIn((await start('google')).href, 'somchai'));
    expect(res.json().value.registration).toBeTruthy();
  });

  it('links the account to the signed-in member who asks, and only then', async () => {
    const created = await register(
      (await callback(await idp.signIn((await start('line')).href, 'malee'))).json().value
        .registration,
    );
    const member = created.json().value;
    // Signed in but not asking to link (a login page left open): a sign-in of its own.
    const unasked = await call(
      '/wps/session/identity/start',
      { provider: 'google', redirectUri: REDIRECT },
      member.token,
    );
    const stranger = await callback(
      await idp.signIn(unasked.json().value.authorizationUrl, 'a-stranger'),
    );
    expect(stranger.json().value.registration).toBeTruthy();
    const anonymous = await call('/wps/session/identity/start', {
      provider: 'google',
      redirectUri: REDIRECT,
      link: true,
    });
    expect(anonymous.statusCode).toBe(401);

    const url = await start('google', member.token);
    const linked = await callback(await idp.signIn(url.href, 'malee-at-google'));
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().value.userName).toBe(member.userName);
    const later = await callback(await idp.signIn((await start('google')).href, 'malee-at-google'));
    expect(later.json().value.userName).toBe(member.userName);
    const links = await call('/wps/member/identity/links', undefined, member.token);
    expect(links.json().value.list.map((l: { provider: string }) => l.provider)).toEqual([
      'line',
      'google',
    ]);
  });

  it('refuses an unknown state, and a state or code used twice', async () => {
    const answer = await idp.signIn((await start('line')).href, 'replay');
    const forged = new URL(answer);
    forged.searchParams.set('state', 'not-a-state-this-server-issued');
    const wrong = await callback(forged);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('IDENTITY_SIGN_IN_EXPIRED');

    expect((await callback(answer)).statusCode).toBe(200);
    const replay = await callback(answer);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('IDENTITY_SIGN_IN_EXPIRED');
  });

  it("refuses another sign-in's code under this state (PKCE)", async () => {
    const mine = await idp.signIn((await start('line')).href, 'victim');
    const theirs = await idp.signIn((await start('line')).href, 'attacker');
    const swapped = new URL(mine);
    swapped.searchParams.set('code', theirs.searchParams.get('code')!);
    const res = await callback(swapped);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('IDENTITY_SIGN_IN_FAILED');
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const url = await start('line');
    url.searchParams.set('nonce', 'a-nonce-the-server-never-issued');
    const res = await callback(await idp.signIn(url.href, 'nonce'));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('IDENTITY_SIGN_IN_FAILED');
  });

  it("refuses the provider's answer after the sign-in's time", async () => {
    const answer = await idp.signIn((await start('line')).href, 'slowpoke');
    now += IDENTITY_SIGN_IN_TTL_MS + 1000;
    try {
      const res = await callback(answer);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('IDENTITY_SIGN_IN_EXPIRED');
    } finally {
      now = Date.now();
    }
  });

  it('refuses a player who cancelled at the provider', async () => {
    const url = await start('line');
    const res = await call('/wps/session/identity/callback', {
      state: url.searchParams.get('state'),
      error: 'access_denied',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('IDENTITY_SIGN_IN_FAILED');
  });

  it('refuses providers the merchant does not offer, and foreign redirect addresses', async () => {
    for (const provider of ['facebook', 'unsecret', 'nosuch']) {
      const res = await call('/wps/session/identity/start', { provider, redirectUri: REDIRECT });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('METHOD_UNAVAILABLE');
    }
    const res = await call('/wps/session/identity/start', {
      provider: 'line',
      redirectUri: 'https://evil.example/m/identity/callback',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().value.fields)).toEqual(['redirectUri']);
  });

  it("refuses a new member whose provider's e-mail a self-exclusion blocks", async () => {
    const created = await register(
      (await callback(await idp.signIn((await start('line')).href, 'quitter'))).json().value
        .registration,
    );
    const excluded = await call(
      '/wps/member/protection/exclusion',
      { type: 'self_exclusion', duration: '6m' },
      created.json().value.token,
    );
    expect(excluded.statusCode, excluded.body).toBe(200);
    // The same person through another provider, whose account has the same verified e-mail.
    const pending = await callback(await idp.signIn((await start('google')).href, 'quitter'));
    const res = await register(pending.json().value.registration);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PROTECTION_EXCLUDED');
  });

  it('asks a member with two-factor sign-in for the second step, then logs in', async () => {
    const created = await register(
      (await callback(await idp.signIn((await start('line')).href, 'careful'))).json().value
        .registration,
    );
    const token = created.json().value.token as string;
    const { secret } = (await call('/wps/member/twoFactor/enrol', {}, token)).json().value;
    const confirm = await call(
      '/wps/member/twoFactor/confirm',
      { code: await totpAt(secret, new Date(now)) },
      token,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    now += 30_000;
    try {
      const res = await callback(await idp.signIn((await start('line')).href, 'careful'));
      const { twoFactor, challenge } = res.json().value;
      expect(twoFactor).toBe(true);
      const second = await call('/wps/session/login/twoFactor', {
        challenge,
        code: await totpAt(secret, new Date(now)),
      });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().value.userName).toBe(created.json().value.userName);
    } finally {
      now = Date.now();
    }
  });

  it('refuses a disabled member as the password login does', async () => {
    const created = await register(
      (await callback(await idp.signIn((await start('line')).href, 'locked'))).json().value
        .registration,
    );
    const { userName } = created.json().value;
    await t.database.db
      .update(members)
      .set({ disabled: true })
      .where(eq(members.username, userName as string));
    const res = await callback(await idp.signIn((await start('line')).href, 'locked'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_DISABLED');
  });
});

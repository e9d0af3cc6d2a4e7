import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { demoSettings } from '@/testing/fixtures';
import { envelopeResponse, renderRoute } from '@/testing/test-utils';
import { leaveForProvider, takeIdentityReturn } from '@/lib/identity-return';
import type * as IdentityReturn from '@/lib/identity-return';

// The real widget needs workers and Web Crypto; here it answers with a fixed payload.
vi.mock('./altcha-box', () => ({
  AltchaBox: forwardRef(function FakeAltcha(
    { handleRef }: { handleRef: React.Ref<unknown> },
    _ref: React.Ref<unknown>,
  ) {
    useImperativeHandle(handleRef, () => ({
      solve: async () => 'cGF5bG9hZA==',
      reset: async () => undefined,
    }));
    return null;
  }),
}));

vi.mock('@/lib/identity-return', async (importOriginal) => ({
  ...(await importOriginal<typeof IdentityReturn>()),
  leaveForProvider: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const captchaImage = (n: number) => ({
  captchaId: `captcha-id-${n}`,
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
});

type LoginAnswer = { value: unknown; status: number; code: string; message: string };
const wrongCredentials: LoginAnswer = {
  value: { captcha: true },
  status: 401,
  code: 'WRONG_CREDENTIALS',
  message: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง',
};

const stub = (
  whitelabel = {},
  answers: LoginAnswer[] = [],
  identityProviders: { id: string; kind: string }[] = [],
) => {
  let captchas = 0;
  const bodies: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/wps/system/settings/consolidated'))
      return envelopeResponse({ ...demoSettings, whitelabel });
    if (url.startsWith('/wps/system/status'))
      return envelopeResponse({ info: '', maintenance: false, regionRestriction: false });
    if (url.startsWith('/wps/captcha')) return envelopeResponse(captchaImage(++captchas));
    if (url.startsWith('/wps/session/identity/providers'))
      return envelopeResponse({ list: identityProviders });
    if (url.startsWith('/wps/session/identity/start')) {
      bodies.push(JSON.parse(String(init?.body)));
      return envelopeResponse({ authorizationUrl: 'https://idp.example/auth?state=s1' });
    }
    if (url.startsWith('/wps/session/login')) {
      bodies.push(JSON.parse(String(init?.body)));
      const answer = answers[bodies.length - 1] ?? wrongCredentials;
      return envelopeResponse(answer.value, answer.status, {
        code: answer.code,
        message: answer.message,
      });
    }
    return envelopeResponse(null, 404, { code: 'NOT_FOUND', message: 'not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { bodies };
};

describe('login page (§2.4)', () => {
  it('shows the SMS tab only with MOBILEVERCODELOGIN3 and no social buttons', async () => {
    stub();
    renderRoute('/m/login');
    await screen.findByTestId('login-username-form');
    expect(screen.queryByTestId('tab-sms')).toBeNull();
    expect(screen.queryByTestId('social-login')).toBeNull();
  });

  it('gives the inputs the autocomplete a password manager needs', async () => {
    stub({ MOBILEVERCODELOGIN3: true, FACEBOOKLOGIN3: true, GOOGLELOGIN3: true });
    renderRoute('/m/login');
    expect((await screen.findByTestId('login-username')).getAttribute('autocomplete')).toBe(
      'username',
    );
    expect(screen.getByTestId('login-password').getAttribute('autocomplete')).toBe(
      'current-password',
    );
    // The tabs follow the settings, which may answer after the form is up.
    expect(await screen.findByTestId('tab-sms')).toBeTruthy();
    // Flags on, but the server offers no identity provider.
    expect(screen.queryByTestId('social-login')).toBeNull();
  });

  it("shows the server's identity providers on the username tab only, and starts one", async () => {
    const { bodies } = stub(
      { MOBILEVERCODELOGIN3: true },
      [],
      [
        { id: 'google', kind: 'google' },
        { id: 'line', kind: 'line' },
      ],
    );
    renderRoute('/m/login?redirect=%2Fm%2Fdeposit');
    const line = await screen.findByTestId('identity-line');
    expect(line.textContent).toBe('ดำเนินการต่อด้วย LINE');
    expect(screen.getByTestId('identity-google').textContent).toBe('ดำเนินการต่อด้วย Google');

    fireEvent.click(line);
    await waitFor(() =>
      expect(leaveForProvider).toHaveBeenCalledWith('https://idp.example/auth?state=s1'),
    );
    expect(bodies).toEqual([
      { provider: 'line', redirectUri: `${window.location.origin}/m/identity/callback` },
    ]);
    expect(takeIdentityReturn()).toBe('/m/deposit');

    fireEvent.click(screen.getByTestId('tab-sms'));
    await screen.findByTestId('login-sms-form');
    expect(screen.queryByTestId('social-login')).toBeNull();
  });

  it('checks the username form before anything is sent (§5)', async () => {
    const { bodies } = stub();
    renderRoute('/m/login');
    fireEvent.input(await screen.findByTestId('login-username'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('กรุณากรอกชื่อผู้ใช้')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeTruthy();
    expect(screen.getByTestId('login-username').getAttribute('aria-invalid')).toBe('true');

    fireEvent.input(screen.getByTestId('login-username'), { target: { value: 'lucky77' } });
    await waitFor(() => expect(screen.queryByText('กรุณากรอกชื่อผู้ใช้')).toBeNull());
    expect(bodies).toHaveLength(0);
  });

  it('checks the number and the code of the SMS form (§5)', async () => {
    const { bodies } = stub({ MOBILEVERCODELOGIN3: true });
    renderRoute('/m/login');
    fireEvent.click(await screen.findByTestId('tab-sms'));
    fireEvent.input(await screen.findByTestId('login-mobile'), { target: { value: '0812' } });
    fireEvent.input(screen.getByTestId('login-sms-code'), { target: { value: '12a4' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('กรุณากรอกเบอร์มือถือให้ถูกต้อง')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกรหัสยืนยันให้ถูกต้อง')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it('shows the error tip and the captcha once the server asks; a tap refreshes and clears it', async () => {
    const { bodies } = stub();
    renderRoute('/m/login');
    fireEvent.input(await screen.findByTestId('login-username'), { target: { value: 'lucky77' } });
    fireEvent.input(screen.getByTestId('login-password'), { target: { value: 'wrong-pass' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('toast-error')).textContent).toContain('บัญชีหรือรหัสผ่านไม่ถูกต้อง');
    const image = await screen.findByTestId('captcha-image');
    await waitFor(() => expect(image.getAttribute('data-captcha-id')).toBe('captcha-id-1'));
    expect(bodies[0]).toMatchObject({
      type: 'username',
      username: 'lucky77',
      altcha: 'cGF5bG9hZA==',
    });

    const field = screen.getByTestId<HTMLInputElement>('login-captcha');
    fireEvent.input(field, { target: { value: 'abcd' } });
    fireEvent.click(image);
    await waitFor(() => expect(image.getAttribute('data-captcha-id')).toBe('captcha-id-2'));
    // The field is emptied by an effect of the new image's render, not in the same commit.
    await waitFor(() => expect(field.value).toBe(''));

    fireEvent.input(field, { target: { value: 'x7k2' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ captcha: 'x7k2', captchaId: 'captcha-id-2' });
  });

  it('tells an expired captcha from a wrong one, and brings a new one either way (issue 16 defect 3)', async () => {
    const captchaRefusal = (code: string): LoginAnswer => ({
      value: {
        captcha: true,
        fields: { captcha: 'x' },
        fieldCodes: { captcha: { code: 'invalid' } },
      },
      status: 400,
      code,
      message: 'server text',
    });
    stub({}, [
      wrongCredentials,
      captchaRefusal('CAPTCHA_EXPIRED'),
      captchaRefusal('CAPTCHA_WRONG'),
    ]);
    renderRoute('/m/login');
    fireEvent.input(await screen.findByTestId('login-username'), { target: { value: 'lucky77' } });
    fireEvent.input(screen.getByTestId('login-password'), { target: { value: 'wrong-pass' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    const image = await screen.findByTestId('captcha-image');
    await waitFor(() => expect(image.getAttribute('data-captcha-id')).toBe('captcha-id-1'));

    const field = screen.getByTestId<HTMLInputElement>('login-captcha');
    fireEvent.input(field, { target: { value: 'abcd' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    const messageUnder = () =>
      document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    await waitFor(() => expect(messageUnder()).toBe('รหัสยืนยันจากภาพหมดอายุแล้ว กรุณากรอกรหัสใหม่'));
    await waitFor(() => expect(image.getAttribute('data-captcha-id')).toBe('captcha-id-2'));
    // The field is emptied by an effect of the new image's render, not in the same commit.
    await waitFor(() => expect(field.value).toBe(''));

    fireEvent.input(field, { target: { value: 'efgh' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(messageUnder()).toBe('รหัสยืนยันจากภาพไม่ถูกต้อง กรุณาลองใหม่'));
    await waitFor(() => expect(image.getAttribute('data-captcha-id')).toBe('captcha-id-3'));
  });
});

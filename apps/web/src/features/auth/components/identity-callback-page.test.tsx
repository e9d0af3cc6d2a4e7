import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { demoSettings } from '@/testing/fixtures';
import { envelopeResponse, renderRoute } from '@/testing/test-utils';
import { readSession } from '@/lib/session-storage';
import { rememberIdentityReturn } from '@/lib/identity-return';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

type Answer = { value: unknown; status?: number; code?: string; message?: string };

const session = { token: 'tok-1', userName: 'li4k2j9x0q', customerType: 0, firstTimeLogin: false };

const stub = (callback: Answer, register: Answer[] = []) => {
  const bodies = { callback: [] as unknown[], register: [] as unknown[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/wps/system/settings/consolidated'))
        return envelopeResponse(demoSettings);
      if (url.startsWith('/wps/system/status'))
        return envelopeResponse({ info: '', maintenance: false, regionRestriction: false });
      const answer = url.startsWith('/wps/session/identity/callback')
        ? (bodies.callback.push(JSON.parse(String(init?.body))), callback)
        : url.startsWith('/wps/session/identity/register')
          ? register[bodies.register.push(JSON.parse(String(init?.body))) - 1]
          : undefined;
      if (answer)
        return envelopeResponse(answer.value, answer.status ?? 200, {
          code: answer.code,
          message: answer.message,
        });
      return envelopeResponse(null, 404, { code: 'NOT_FOUND', message: 'not found' });
    }),
  );
  return bodies;
};

describe('identity sign-in callback page', () => {
  it("passes the provider's answer on once and logs a linked member in", async () => {
    const bodies = stub({ value: session });
    rememberIdentityReturn('/m/deposit');
    const { pathname } = renderRoute('/m/identity/callback?code=c1&state=s1&iss=https%3A%2F%2Fidp');
    await waitFor(() => expect(pathname()).toBe('/m/deposit'));
    expect(bodies.callback).toEqual([{ state: 's1', code: 'c1', iss: 'https://idp' }]);
    expect(readSession()?.token).toBe('tok-1');
  });

  it('asks age and terms at the first sign-in, then logs the new member in', async () => {
    const bodies = stub({ value: { registration: 'reg-1', expiresAt: 1, minimumAge: 18 } }, [
      {
        value: { fields: { birthDate: 'birthDate is required' } },
        status: 400,
        code: 'BAD_REQUEST',
        message: 'กรุณาตรวจสอบข้อมูลที่ระบุ',
      },
      { value: session },
    ]);
    const { pathname } = renderRoute('/m/identity/callback?code=c2&state=s2');
    expect(await screen.findByText('สร้างบัญชีของคุณให้เสร็จสมบูรณ์')).toBeTruthy();

    fireEvent.click(screen.getByTestId('identity-register-submit'));
    expect(await screen.findByTestId('register-agreeTerms-error')).toBeTruthy();
    expect(screen.getByTestId('register-birthDate-error')).toBeTruthy();
    expect(bodies.register).toHaveLength(0);

    fireEvent.change(screen.getByTestId('register-birthDate'), {
      target: { value: '1990-01-31' },
    });
    fireEvent.click(screen.getByTestId('register-agreeTerms'));
    fireEvent.click(screen.getByTestId('identity-register-submit'));
    await waitFor(() => expect(bodies.register).toHaveLength(1));
    expect(await screen.findByTestId('register-birthDate-error')).toBeTruthy();
    const submit = screen.getByTestId<HTMLButtonElement>('identity-register-submit');
    await waitFor(() => expect(submit.disabled).toBe(false));

    fireEvent.click(submit);
    await waitFor(() => expect(pathname()).toBe('/m/home'));
    expect(bodies.register[1]).toEqual({
      registration: 'reg-1',
      agreeTerms: true,
      birthDate: '1990-01-31',
    });
    expect(readSession()?.userName).toBe('li4k2j9x0q');
  });

  it("shows the server's refusal with a way back to log in", async () => {
    stub({
      value: null,
      status: 400,
      code: 'IDENTITY_SIGN_IN_EXPIRED',
      message: 'การเข้าสู่ระบบนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาเริ่มใหม่',
    });
    renderRoute('/m/identity/callback?code=c3&state=s3');
    const failed = await screen.findByTestId('identity-failed');
    expect(failed.textContent).toContain('การเข้าสู่ระบบนี้หมดอายุหรือถูกใช้ไปแล้ว');
    expect(screen.getByTestId('identity-back-to-login').getAttribute('href')).toBe('/m/login');
  });

  it('says so when the provider sent no answer', async () => {
    const bodies = stub({ value: session });
    renderRoute('/m/identity/callback');
    expect((await screen.findByTestId('identity-failed')).textContent).toContain(
      'หน้าเข้าสู่ระบบไม่ได้ส่งผลกลับมา',
    );
    expect(bodies.callback).toHaveLength(0);
  });
});

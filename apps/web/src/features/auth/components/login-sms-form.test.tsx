import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { demoSettings } from '@/testing/fixtures';
import { envelopeResponse, renderRoute } from '@/testing/test-utils';

// The real widget needs workers and Web Crypto; here it answers with a fixed payload.
vi.mock('./altcha-box', () => ({
  AltchaBox: forwardRef(function FakeAltcha(
    { handleRef }: { handleRef: React.Ref<unknown> },
    _ref: React.Ref<unknown>,
  ) {
    useImperativeHandle(handleRef, () => ({
      solve: async () => 'c21zLXBheWxvYWQ=',
      reset: async () => undefined,
    }));
    return null;
  }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SMS login form (security issue, ASVS V6.3)', () => {
  it('sends the human verification with the code, and shows the captcha when asked', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.startsWith('/wps/system/settings/consolidated'))
          return envelopeResponse({ ...demoSettings, whitelabel: { MOBILEVERCODELOGIN3: true } });
        if (url.startsWith('/wps/system/status'))
          return envelopeResponse({ info: '', maintenance: false, regionRestriction: false });
        if (url.startsWith('/wps/captcha'))
          return envelopeResponse({
            captchaId: 'captcha-id-1',
            image: 'data:image/svg+xml;base64,PHN2Zy8+',
          });
        if (url.startsWith('/wps/session/login')) {
          bodies.push(JSON.parse(String(init?.body)));
          return envelopeResponse({ captcha: true }, 400, {
            code: 'VERIFICATION_CODE_WRONG',
            message: 'รหัสยืนยันไม่ถูกต้อง',
          });
        }
        return envelopeResponse(null, 404, { code: 'NOT_FOUND', message: 'not found' });
      }),
    );
    renderRoute('/m/login');
    fireEvent.click(await screen.findByTestId('tab-sms'));
    fireEvent.input(await screen.findByTestId('login-mobile'), { target: { value: '0812345678' } });
    fireEvent.input(screen.getByTestId('login-sms-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      type: 'sms',
      mobileNum: '0812345678',
      messageCode: '123456',
      altcha: 'c21zLXBheWxvYWQ=',
    });
    expect(await screen.findByTestId('login-captcha')).toBeTruthy();
  });
});

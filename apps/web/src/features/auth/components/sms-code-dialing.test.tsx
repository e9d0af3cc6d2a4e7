import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '@lotto/contract';
import { demoSettings } from '@/testing/fixtures';
import { envelopeResponse, renderRoute, stubServer } from '@/testing/test-utils';

afterEach(() => vi.unstubAllGlobals());

const THAILAND = { countryDialingCode: '66', countryCode: 'TH', countries: [] };

describe('§5 the SMS button waits for the merchant country', () => {
  it('is disabled until the country list is in, so a right number is never called wrong', async () => {
    let release: () => void = () => undefined;
    const countries = new Promise<Response>((resolve) => {
      release = () => resolve(envelopeResponse(THAILAND));
    });
    const fetch = stubServer({
      settings: { ...demoSettings, whitelabel: { MOBILEVERCODELOGIN3: true } },
      answer: (url) => (url.startsWith(routes.countryList.path) ? countries : undefined),
    });
    renderRoute('/m/login');
    fireEvent.click(await screen.findByTestId('tab-sms'));
    fireEvent.input(await screen.findByTestId('login-mobile'), {
      target: { value: '0812345678' },
    });
    const button = screen.getByTestId<HTMLButtonElement>('sms-code-button');
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(screen.queryByText(/format|รูปแบบ/)).toBeNull();

    release();
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/sms'))).toBe(false);
  });
});

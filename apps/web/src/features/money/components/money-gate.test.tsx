import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ErrorCode } from '@lotto/contract';
import { errorMessage } from '@/lib/error-texts';
import { getToasts } from '@/components/ui/toast-store';
import { i18n, setLanguage } from '@/lib/i18n';
import { writeSession } from '@/lib/session-storage';
import { envelopeResponse, renderWithProviders, stubServer } from '@/testing/test-utils';
import { DepositPage } from './deposit-page';
import { WithdrawPage } from './withdraw-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** A session handed over by token: no member type, so only the server can refuse it (§6). */
const tokenSession = () =>
  writeSession({
    token: 'tok-123',
    merchantCode: 'demo',
    userName: 'player1',
    type: null,
    firstTimeLogin: false,
  });

/** The money calls answer as the server does for member types other than 0, 1 and 2. */
const refuseMoney = (code = 'FREE_REJECT', status = 403) =>
  stubServer({
    answer: (url) =>
      url.startsWith('/wps/deposit') ||
      url.startsWith('/wps/withdraw') ||
      url.startsWith('/wps/member/bankCard')
        ? envelopeResponse(null, status, { code, message: 'refused' })
        : undefined,
  });

describe('money pages when the server answers FREE_REJECT (§6, §8)', () => {
  it.each(['th', 'en'] as const)(
    'the deposit page says free_reject in %s, with its 2 s toast, not an empty card',
    async (language) => {
      await setLanguage(language); // the player's choice: the merchant's default does not override it
      // A language chosen later loads the feature's file then (feature-messages.ts).
      const text = errorMessage(ErrorCode.FREE_REJECT, language);
      await waitFor(() => expect(i18n.t('money.free_reject')).toBe(text));
      refuseMoney();
      tokenSession();
      renderWithProviders(<DepositPage />);
      expect((await screen.findByTestId('money-free-reject')).textContent).toBe(text);
      expect(document.querySelector('.money-skeleton')).toBeNull();
      expect(getToasts().map((t) => t.text)).toEqual([text]);
    },
  );

  it('the withdraw page says free_reject too', async () => {
    refuseMoney();
    tokenSession();
    renderWithProviders(<WithdrawPage />);
    expect((await screen.findByTestId('money-free-reject')).textContent).toBe(
      i18n.t('money.free_reject'),
    );
  });

  it('another failed read says what went wrong instead of waiting for ever', async () => {
    refuseMoney('INTERNAL', 500);
    tokenSession();
    renderWithProviders(<DepositPage />);
    const failed = await screen.findByTestId('money-load-failed');
    expect(failed.textContent).not.toBe('');
    expect(document.querySelector('.money-skeleton')).toBeNull();
  });
});

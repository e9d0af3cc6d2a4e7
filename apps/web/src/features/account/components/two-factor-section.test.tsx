import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ErrorCode, errorMessage } from '@lotto/contract';
import { featureMessagesReady } from '@/lib/feature-messages';
import { i18n } from '@/lib/i18n';
import { envelopeResponse, loginAs, renderWithProviders } from '@/testing/test-utils';
import '../messages';
import { TwoFactorSection } from './two-factor-section';

const SERVER_TEXT = 'code: the code is wrong';

/** The server as it answers a wrong enrolment code: the field's English beside the code. */
const stubEnrolment = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/twoFactor/enrol'))
        return envelopeResponse({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://x', qrCode: '' });
      return envelopeResponse(
        { fields: { code: 'the code is wrong' }, fieldCodes: { code: { code: 'invalid' } } },
        400,
        { code: ErrorCode.VERIFICATION_CODE_WRONG, message: SERVER_TEXT },
      );
    }),
  );

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('th');
});

describe('two-factor enrolment', () => {
  it.each(['th', 'en'] as const)(
    'words a wrong code in %s, not in the server English',
    async (language) => {
      await i18n.changeLanguage(language);
      await featureMessagesReady();
      loginAs();
      stubEnrolment();
      renderWithProviders(
        <TwoFactorSection on={false} recoveryCodesLeft={0} onChanged={() => {}} />,
      );
      fireEvent.click(await screen.findByTestId('security-two-factor-start'));
      fireEvent.change(await screen.findByTestId('security-two-factor-confirm-code'), {
        target: { value: '123456' },
      });
      fireEvent.click(screen.getByTestId('security-two-factor-confirm-submit'));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(errorMessage(ErrorCode.VERIFICATION_CODE_WRONG, language));
      expect(alert.textContent).not.toContain(SERVER_TEXT);
    },
  );
});

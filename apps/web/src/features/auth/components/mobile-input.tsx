import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import type { useDialingCode } from '../hooks/use-dialing-code';
import { CountryCodePicker } from './country-code-picker';
import { TextField } from './text-field';

interface MobileInputProps {
  dialing: ReturnType<typeof useDialingCode>;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  testId?: string;
}

/** A mobile number with its dialing code: a picker when the merchant shows one (§2.4), else text. */
export const MobileInput = ({
  dialing,
  registration,
  error,
  required = true,
  testId,
}: MobileInputProps) => {
  const { t } = useTranslation();
  const leading = dialing.showPicker ? (
    <CountryCodePicker
      countries={dialing.countries}
      value={dialing.dialingCode}
      onChange={dialing.setDialingCode}
    />
  ) : dialing.dialingCode ? (
    <span className="field__prefix">+{dialing.dialingCode}</span>
  ) : null;
  return (
    <TextField
      label={t('auth.mobile')}
      registration={registration}
      required={required}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={15}
      placeholder={t('auth.mobile_placeholder')}
      error={error}
      leading={leading}
      testId={testId}
    />
  );
};

import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';

/**
 * §5: the SMS request first validates the number for its country, as the server does; national
 * numbers may carry their trunk 0 (0812345678 in Thailand).
 */
export const isValidMobileNumber = (
  mobileNum: string,
  countryCode: string | undefined,
): boolean => {
  if (!/^\d{6,15}$/.test(mobileNum) || !countryCode) return false;
  const parsed = parsePhoneNumberFromString(mobileNum, countryCode as CountryCode);
  return Boolean(parsed?.isValid());
};

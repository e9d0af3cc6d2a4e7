import type { CountryCode } from 'libphonenumber-js/min';

/**
 * §5: the SMS request first validates the number for its country, as the server does; national
 * numbers may carry their trunk 0 (0812345678 in Thailand). The metadata (about 30 KiB) loads
 * when a code is first asked for, not with the page.
 */
export const isValidMobileNumber = async (
  mobileNum: string,
  countryCode: string | undefined,
): Promise<boolean> => {
  if (!/^\d{6,15}$/.test(mobileNum) || !countryCode) return false;
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/min');
  const parsed = parsePhoneNumberFromString(mobileNum, countryCode as CountryCode);
  return Boolean(parsed?.isValid());
};

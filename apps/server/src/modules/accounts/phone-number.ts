import { FieldIssueCode } from '@lotto/contract';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { MerchantConfig } from '@lotto/contract';
import { fieldError } from '../../lib/http-error';

/**
 * A mobile number valid for its country (by dialing code, among the merchant's countries), in
 * E.164. National numbers may carry their trunk 0 (0812345678 in Thailand).
 */
export function mobileE164(
  merchant: MerchantConfig,
  countryDialingCode: string | undefined,
  mobileNum: string,
): string {
  const dialing =
    countryDialingCode ??
    merchant.countries.find((c) => c.countryCode === merchant.defaultCountry)?.countryDialingCode;
  const country = merchant.countries.find((c) => c.countryDialingCode === dialing);
  if (!country)
    throw fieldError('countryDialingCode', 'this country is not served', undefined, {
      code: FieldIssueCode.country,
    });
  const parsed = parsePhoneNumberFromString(mobileNum, country.countryCode as CountryCode);
  if (!parsed || !parsed.isValid() || parsed.countryCallingCode !== country.countryDialingCode) {
    throw fieldError(
      'mobileNum',
      `not a valid mobile number for +${country.countryDialingCode}`,
      undefined,
      { code: FieldIssueCode.mobile },
    );
  }
  const type = parsed.getType();
  if (type && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') {
    throw fieldError('mobileNum', 'must be a mobile number', undefined, {
      code: FieldIssueCode.mobile,
    });
  }
  return parsed.number;
}

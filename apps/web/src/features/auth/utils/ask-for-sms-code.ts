import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isValidMobileNumber } from './mobile-number';

/**
 * §5: the SMS request first validates the mobile number; on success the code field takes focus.
 * Shared by login, registration and forgot-password, whose forms all have a `mobileNum` field.
 */
export async function askForSmsCode<V extends FieldValues & { mobileNum?: string }>(
  form: UseFormReturn<V>,
  dialing: { countryCode: string | undefined; dialingCode: string },
  send: (mobileNum: string, dialingCode: string) => Promise<boolean>,
  codeField: Path<V>,
): Promise<void> {
  const mobileField = 'mobileNum' as Path<V>;
  const mobileNum = String(form.getValues(mobileField) ?? '').trim();
  if (!(await isValidMobileNumber(mobileNum, dialing.countryCode))) {
    form.setError(mobileField, { message: 'validation.mobile_format' });
    form.setFocus(mobileField);
    return;
  }
  form.clearErrors(mobileField);
  if (await send(mobileNum, dialing.dialingCode)) form.setFocus(codeField);
}

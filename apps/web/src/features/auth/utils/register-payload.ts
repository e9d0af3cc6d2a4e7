import type { RegisterFieldName, RegisterInput } from '@lotto/contract';
import { isStandalone } from '@/lib/device';
import { currentPlatform } from '@/lib/platform';
import { registerMethodOf } from './register-method';
import type { RegisterFormValues } from './register-schema';

interface PayloadInput {
  values: RegisterFormValues;
  /** The fields on the form; others are not sent. */
  fields: readonly RegisterFieldName[];
  altcha: string;
  captchaId: string | undefined;
  countryDialingCode: string;
  location?: Pick<Location, 'host' | 'hostname'>;
  standalone?: boolean;
  storage?: Pick<Storage, 'getItem'>;
  nativeApp?: boolean;
}

type Payload = Omit<RegisterInput, 'username' | 'password' | 'confirmPassword'> &
  Partial<Pick<RegisterInput, 'username' | 'password' | 'confirmPassword'>>;

/**
 * §3 registration payload: the filled fields (an empty optional field is skipped, §5), where and
 * how the player registered, the human-verification payload and the captcha's id.
 */
export const buildRegisterPayload = ({
  values,
  fields,
  altcha,
  captchaId,
  countryDialingCode,
  location: where = window.location,
  standalone = isStandalone(),
  storage = localStorage,
  nativeApp = currentPlatform().nativeAppVersion !== null,
}: PayloadInput): Payload => {
  const filled: Partial<Record<RegisterFieldName, string>> = {};
  for (const name of [...fields, 'affiliateCode' as const]) {
    const raw = values[name];
    if (typeof raw !== 'string') continue;
    // Passwords are sent exactly as typed; everything else without stray spaces.
    const value = name.toLowerCase().includes('password') ? raw : raw.trim();
    if (value) filled[name] = value;
  }
  return {
    ...filled,
    ...(filled.mobileNum && countryDialingCode ? { countryDialingCode } : {}),
    ...(filled.captcha && captchaId ? { captchaId } : {}),
    registerUrl: where.host,
    registerMethod: registerMethodOf({ standalone, storage, nativeApp }),
    domain: where.hostname,
    type: 0,
    altcha,
  };
};

import { RegisterMethod, StorageKey } from '@lotto/contract';
import type { RegisterSettings } from '@lotto/contract';

export type RegisterTab = 'username' | 'mobileNum';

/** §4: mobileNum when mobile registration is on and username registration is off. */
export const initialRegisterTab = (
  register: Pick<RegisterSettings, 'usernameRegistration' | 'mobileRegistration'>,
): RegisterTab =>
  register.mobileRegistration && !register.usernameRegistration ? 'mobileNum' : 'username';

interface Environment {
  standalone: boolean;
  storage: Pick<Storage, 'getItem'>;
}

/** §3 registerMethod: PWA when installed, WEBCLIP when the web-clip flag is kept, else H5. */
export const registerMethodOf = ({ standalone, storage }: Environment): RegisterMethod => {
  if (standalone) return RegisterMethod.PWA;
  let webClip: string | null = null;
  try {
    webClip = storage.getItem(StorageKey.WEBCLIP);
  } catch {
    webClip = null;
  }
  return webClip && webClip !== '0' && webClip !== 'false'
    ? RegisterMethod.WEBCLIP
    : RegisterMethod.H5;
};

/** §2.5 the affiliate code a link carries: ?affiliateCode=, ?code= or ?aff=. */
export const affiliateCodeFromSearch = (search: string): string | null => {
  const params = new URLSearchParams(search);
  for (const name of ['affiliateCode', 'code', 'aff']) {
    const value = params.get(name)?.trim();
    if (value && /^[A-Za-z0-9_-]{1,32}$/.test(value)) return value;
  }
  return null;
};

/** An invite link (/m/register?recommenderId=CODE) fills §5 recommenderId. */
export const recommenderFromSearch = (search: string): string | null => {
  const value = new URLSearchParams(search).get('recommenderId')?.trim();
  return value && /^[A-Za-z0-9_-]{1,32}$/.test(value) ? value : null;
};

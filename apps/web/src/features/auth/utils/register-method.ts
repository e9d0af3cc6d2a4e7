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
  /** Inside the native app (lib/platform.ts). */
  nativeApp?: boolean;
}

/**
 * §3 registerMethod: APP in the native app, WEBCLIP when the web-clip flag is kept (a web clip
 * runs standalone too), PWA when installed, else H5.
 */
export const registerMethodOf = ({
  standalone,
  storage,
  nativeApp = false,
}: Environment): RegisterMethod => {
  if (nativeApp) return RegisterMethod.APP;
  let webClip: string | null = null;
  try {
    webClip = storage.getItem(StorageKey.WEBCLIP);
  } catch {
    webClip = null;
  }
  if (webClip && webClip !== '0' && webClip !== 'false') return RegisterMethod.WEBCLIP;
  return standalone ? RegisterMethod.PWA : RegisterMethod.H5;
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

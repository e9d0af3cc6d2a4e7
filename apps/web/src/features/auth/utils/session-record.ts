import type { LoginValue } from '@lotto/contract';
import { paths } from '@/config/paths';
import { readSession, writeSession } from '@/lib/session-storage';

/** §3 login success: the session record, with the trial mark for a free-play session (§6). */
export const storeLoginSession = (
  value: LoginValue,
  merchantCode: string,
  { trial = false }: { trial?: boolean } = {},
): void =>
  writeSession({
    token: value.token,
    merchantCode,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: value.firstTimeLogin,
    ...(trial ? { trial: true } : {}),
  });

/**
 * §2.1: a first login goes to the first-password screen; everyone else goes back to the page that
 * sent them to log in (§6), or home.
 */
export const pathAfterLogin = (
  value: Pick<LoginValue, 'firstTimeLogin'>,
  returnPath: string | null = null,
): string => (value.firstTimeLogin ? paths.changePassword : (returnPath ?? paths.home));

/** After a password change the first-password screen is done with. */
export const markPasswordChanged = (): void => {
  const session = readSession();
  if (session) writeSession({ ...session, firstTimeLogin: false });
};

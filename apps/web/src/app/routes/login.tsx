import { LoginType } from '@lotto/contract';
import { LoginPage } from '@/features/auth/components/login-page';
import { readRememberedLogin } from '@/features/auth/utils/remember-login';

export const Component = LoginPage;

/** A player who signed in by SMS and asked to be remembered gets the SMS form first (§2.4). */
export const asServed = () => readRememberedLogin()?.type !== LoginType.sms;

import { opsMe, opsSignIn, opsSignOut, type OperatorSelf } from '@lotto/contract';
import type { AuthProvider } from 'react-admin';
import { i18nProvider } from './i18n-provider';
import { opsCall, sessionToken } from './ops-client';

export interface SignInParams {
  username: string;
  password: string;
  code?: string;
  recoveryCode?: string;
}

let me: OperatorSelf | null = null;
const currentOperator = async (): Promise<OperatorSelf> => (me ??= await opsCall(opsMe));

/**
 * react-admin shows a failed check's message as an error unless the message is false: an operator
 * who opens the console signed out is sent to the sign-in page, not told "signed out" in red.
 */
const signedOut = () => Object.assign(new Error('signed out'), { message: false });

export const authProvider: AuthProvider = {
  async login(params: SignInParams) {
    const value = await opsCall(opsSignIn, { body: params });
    sessionToken.set(value.token);
    me = value.operator;
  },
  async logout() {
    if (sessionToken.get()) await opsCall(opsSignOut, { body: {} }).catch(() => undefined);
    sessionToken.clear();
    me = null;
  },
  async checkAuth() {
    if (!sessionToken.get()) throw signedOut();
  },
  async checkError(error: { status?: number }) {
    // 401: the session ended (idle, 8 h, signed out elsewhere); 403 is a refusal, not a sign-out.
    if (error.status === 401) {
      sessionToken.clear();
      me = null;
      throw new Error('session ended');
    }
  },
  async getIdentity() {
    const operator = await currentOperator();
    // The role in the operator's language, as the console was when they signed in.
    const role = i18nProvider.translate(`console.values.operator_role.${operator.role}`);
    return { id: operator.id, fullName: `${operator.username} (${role})` };
  },
  async getPermissions() {
    if (!sessionToken.get()) return null;
    return (await currentOperator()).role;
  },
};

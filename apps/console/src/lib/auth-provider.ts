import { opsMe, opsSignIn, opsSignOut, type OperatorSelf } from '@lotto/contract';
import type { AuthProvider } from 'react-admin';
import { opsCall, sessionToken } from './ops-client';

export interface SignInParams {
  username: string;
  password: string;
  code?: string;
  recoveryCode?: string;
}

let me: OperatorSelf | null = null;
const currentOperator = async (): Promise<OperatorSelf> => (me ??= await opsCall(opsMe));

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
    if (!sessionToken.get()) throw new Error('signed out');
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
    return { id: operator.id, fullName: `${operator.username} (${operator.role})` };
  },
  async getPermissions() {
    if (!sessionToken.get()) return null;
    return (await currentOperator()).role;
  },
};

import { ErrorCode } from '@lotto/contract';
import { fieldError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password-hashing';
import { updateMember } from './members.repository';
import { loadMember } from './members.service';
import type { PasswordDeps } from './password-deps';

/** The member's payment password, proved by the login password and never equal to it. */
export async function savePaymentPassword(
  { accounts: { db } }: PasswordDeps,
  memberId: number,
  loginPassword: string,
  paymentPassword: string,
) {
  const member = await loadMember(db, memberId);
  if (!(await verifyPassword(member.passwordHash, loginPassword))) {
    throw fieldError('password', 'the login password is wrong', ErrorCode.WRONG_CREDENTIALS);
  }
  if (paymentPassword === loginPassword) {
    throw fieldError(
      'paymentPassword',
      'the payment password must differ from the login password',
      ErrorCode.PAYMENT_PASSWORD_SAME_AS_LOGIN,
    );
  }
  await updateMember(db, member.id, {
    paymentPasswordHash: await hashPassword(paymentPassword),
  });
}

import { and, desc, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, type MerchantConfig } from '@lotto/contract';
import { passwordResets } from '../../db/schema';
import { fieldError, HttpError } from '../../lib/http-error';
import { randomDigits, sha256Hex } from '../../lib/secrets';
import type { Accounts } from '../auth/accounts';
import { hashPassword, verifyPassword } from '../auth/password-hashing';
import { passwordProblem, passwordProblemMessage } from '../auth/password-policy';
import { deleteOtherSessions } from '../auth/sessions.service';
import { findMembersByEmail, updateMember, type MemberRow } from './member.repository';

/** Accounts issue: an e-mailed code is valid 30 minutes, once, with 5 tries. */
export const EMAIL_CODE_TTL_MS = 30 * 60_000;
export const EMAIL_CODE_MAX_TRIES = 5;

export function checkNewPassword(merchant: MerchantConfig, password: string, field = 'password') {
  const problem = passwordProblem(password, merchant);
  if (problem)
    throw fieldError(field, `${field} ${passwordProblemMessage[problem]}`, ErrorCode.WEAK_PASSWORD);
}

export function createPasswordService(accounts: Accounts) {
  const { db, clock } = accounts;

  async function setPassword(member: MemberRow, password: string, keepSessionId: number | null) {
    await updateMember(db, member.id, {
      passwordHash: await hashPassword(password),
      firstTimeLogin: false,
      passwordChangedAt: clock(),
    });
    await deleteOtherSessions(db, member.id, keepSessionId);
  }

  return {
    setPassword,

    async change(
      member: MemberRow,
      sessionId: number,
      oldPassword: string,
      newPassword: string,
      merchant: MerchantConfig,
    ) {
      if (!(await verifyPassword(member.passwordHash, oldPassword))) {
        throw fieldError('oldPassword', 'the old password is wrong', ErrorCode.WRONG_CREDENTIALS);
      }
      if (newPassword === oldPassword) {
        throw fieldError(
          'newPassword',
          'the new password must differ from the old one',
          ErrorCode.SAME_PASSWORD,
        );
      }
      checkNewPassword(merchant, newPassword, 'newPassword');
      await setPassword(member, newPassword, sessionId);
    },

    /** Answers the same whether or not the address is known. */
    async sendEmailCode(request: FastifyRequest, email: string) {
      const merchant = request.merchant;
      const found = (await findMembersByEmail(db, merchant.code, email)).filter(
        (m) => !m.isTrial && !m.disabled,
      );
      for (const member of found) {
        const code = randomDigits(6);
        const now = clock();
        await db.insert(passwordResets).values({
          memberId: member.id,
          codeHash: sha256Hex(`${member.id}:${code}`),
          createdAt: now,
          expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
        });
        const link = `https://${merchant.mainDomain}/m/forget?method=email&email=${encodeURIComponent(email)}`;
        await accounts.messages.send({
          merchantCode: merchant.code,
          channel: 'email',
          recipient: email.toLowerCase(),
          subject: `${merchant.name}: password reset code`,
          body: `Your password reset code for ${member.username} is ${code}. It is valid for 30 minutes and can be used once. Enter it at ${link}. If you did not ask for it, ignore this e-mail.`,
        });
      }
    },

    async resetByEmail(request: FastifyRequest, email: string, code: string, newPassword: string) {
      const merchant = request.merchant;
      const wrong = () =>
        fieldError('code', 'the code is wrong or has expired', ErrorCode.VERIFICATION_CODE_WRONG);
      const candidates = (await findMembersByEmail(db, merchant.code, email)).filter(
        (m) => !m.isTrial && !m.disabled,
      );
      if (candidates.length === 0) throw wrong();
      checkNewPassword(merchant, newPassword, 'newPassword');
      const now = clock();
      const live = await db
        .select()
        .from(passwordResets)
        .where(
          and(
            inArray(
              passwordResets.memberId,
              candidates.map((m) => m.id),
            ),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .orderBy(desc(passwordResets.createdAt));
      for (const reset of live) {
        if (reset.attempts >= EMAIL_CODE_MAX_TRIES) continue;
        if (reset.codeHash === sha256Hex(`${reset.memberId}:${code}`)) {
          const used = await db
            .update(passwordResets)
            .set({ usedAt: now })
            .where(and(sql`${passwordResets.id} = ${reset.id}`, isNull(passwordResets.usedAt)))
            .returning({ id: passwordResets.id });
          if (used.length === 0) throw wrong();
          await setPassword(
            candidates.find((m) => m.id === reset.memberId)!,
            newPassword,
            null,
          );
          return;
        }
      }
      const newest = live[0];
      if (newest) {
        await db
          .update(passwordResets)
          .set({ attempts: sql`${passwordResets.attempts} + 1` })
          .where(sql`${passwordResets.id} = ${newest.id}`);
      }
      throw wrong();
    },

    async setPaymentPassword(member: MemberRow, loginPassword: string, paymentPassword: string) {
      if (!(await verifyPassword(member.passwordHash, loginPassword))) {
        throw fieldError('password', 'the login password is wrong', ErrorCode.WRONG_CREDENTIALS);
      }
      await updateMember(db, member.id, {
        paymentPasswordHash: await hashPassword(paymentPassword),
      });
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;

export const memberOrGone = (member: MemberRow | null): MemberRow => {
  if (!member) throw new HttpError(ErrorCode.SESSION_EXPIRED);
  return member;
};

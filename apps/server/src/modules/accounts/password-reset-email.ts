import type { MerchantConfig } from '@lotto/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { Client } from './client';
import { resetEmailText } from './code-messages';
import { findMembersByEmail } from './members.repository';
import { accountWords, checkNewPassword } from './new-password-check';
import { setPassword, type PasswordDeps } from './password-deps';
import { CodePurpose, codeSubject } from './verification-codes.service';

/** The accounts an address may reset: neither trial nor disabled. */
const resettableByEmail = async (db: Db, merchantCode: string, email: string) =>
  (await findMembersByEmail(db, merchantCode, email)).filter((m) => !m.isTrial && !m.disabled);

/**
 * Answers the same whether or not the address is known, and whether or not a limit held the
 * message back: anything else would tell which addresses have accounts.
 */
export async function sendResetEmailCode(
  { accounts }: PasswordDeps,
  client: Client,
  email: string,
  altchaPayload: string | undefined,
) {
  await accounts.altcha.verify(altchaPayload);
  const merchant = client.merchant;
  const found = await resettableByEmail(accounts.db, merchant.code, email);
  if (found.length === 0) return;
  const recipient = email.toLowerCase();
  let issued;
  try {
    issued = await accounts.codes.issue({
      merchantCode: merchant.code,
      channel: 'email',
      recipient,
      purpose: CodePurpose.passwordReset,
      subjects: found.map((m) => codeSubject.account(m.id)),
      ip: client.ip,
    });
  } catch (err) {
    if (err instanceof HttpError) return;
    throw err;
  }
  const link = `https://${merchant.mainDomain}/m/forget?method=email&email=${encodeURIComponent(email)}`;
  const text = resetEmailText[client.language];
  const lines = found.map((m) =>
    text.line(m.username, issued.codes.get(codeSubject.account(m.id))!),
  );
  await accounts.messages.send({
    merchantCode: merchant.code,
    channel: 'email',
    recipient,
    subject: text.subject(merchant.name),
    body: [...lines, text.closing(link)].join('\n'),
  });
}

/** The emailed code names one of the address's accounts, whose password it sets. */
export async function resetLoginPasswordByEmail(
  deps: PasswordDeps,
  merchant: MerchantConfig,
  email: string,
  code: string,
  newPassword: string,
) {
  const candidates = await resettableByEmail(deps.accounts.db, merchant.code, email);
  checkNewPassword(merchant, newPassword, 'newPassword');
  const subject = await deps.accounts.codes.consume(
    merchant.code,
    candidates.map((m) => codeSubject.account(m.id)),
    CodePurpose.passwordReset,
    code,
    'code',
  );
  const member = candidates.find((m) => codeSubject.account(m.id) === subject)!;
  // Checked once the code has named the account: before, it would tell a stranger the username.
  checkNewPassword(merchant, newPassword, 'newPassword', accountWords(member));
  await setPassword(deps, member, newPassword, null);
}

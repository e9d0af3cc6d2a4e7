import type { Language, MerchantConfig } from '@lotto/contract';
import type { MessageProvider } from './outbox.service';
import { smsCodeText } from './code-messages';
import { CodePurpose, codeSubject, type VerificationCodes } from './verification-codes.service';

/**
 * SMS codes prove a number: the number is the subject (a proven number belongs to one account at
 * most), under the rules every code follows (verification-codes.ts).
 */
export function createSmsCodes(codes: VerificationCodes, provider: MessageProvider) {
  const subjectOf = (mobile: string) => codeSubject.recipient('sms', mobile);
  return {
    /** Sends a code; answers when the next one may be asked for (§4 countdown end). */
    async send(
      merchant: MerchantConfig,
      mobile: string,
      ip: string,
      language: Language,
    ): Promise<number> {
      const subject = subjectOf(mobile);
      const issued = await codes.issue({
        merchantCode: merchant.code,
        channel: 'sms',
        recipient: mobile,
        purpose: CodePurpose.mobile,
        subjects: [subject],
        ip,
      });
      // Sent after the commit: a provider is a network call and must not hold the number's lock.
      const text = smsCodeText[language](issued.codes.get(subject)!, merchant.name);
      await provider.send({
        merchantCode: merchant.code,
        channel: 'sms',
        recipient: mobile,
        body: text,
      });
      return issued.nextAt;
    },

    /** Uses the number's live code when `code` is right; counts a wrong try otherwise. */
    async consume(
      merchant: MerchantConfig,
      mobile: string,
      code: string,
      field = 'verificationCode',
    ): Promise<void> {
      await codes.consume(merchant.code, [subjectOf(mobile)], CodePurpose.mobile, code, field);
    },
  };
}

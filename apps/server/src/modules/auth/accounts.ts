import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createAltcha, type AltchaSettings } from '../verification/altcha';
import { createCaptcha } from '../verification/captcha';
import { createLoginGuard } from '../verification/login-guard';
import { createOutboxProvider, type MessageProvider } from '../verification/outbox';
import { createSmsCodes } from '../verification/sms-codes';
import { createVerificationCodes } from '../verification/verification-codes';
import type { SessionSettings } from './session-auth.plugin';

export interface AccountSettings {
  session: SessionSettings;
  altcha: AltchaSettings;
}

/** What the session and member modules share: the database, the clock and the verifiers. */
export function createAccounts(
  db: Db,
  clock: Clock,
  settings: AccountSettings,
  log: FastifyBaseLogger,
  options: { provider?: MessageProvider; revealCaptchaAnswers?: boolean } = {},
) {
  const messages = options.provider ?? createOutboxProvider(db, log);
  const codes = createVerificationCodes(db, clock);
  return {
    db,
    clock,
    settings,
    messages,
    altcha: createAltcha(db, clock, settings.altcha),
    captcha: createCaptcha(db, clock, options.revealCaptchaAnswers ?? false),
    codes,
    sms: createSmsCodes(codes, messages),
    guard: createLoginGuard(db, clock),
  };
}
export type Accounts = ReturnType<typeof createAccounts>;

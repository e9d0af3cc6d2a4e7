import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createAltcha, type AltchaSettings } from './altcha.service';
import { createCaptcha } from './captcha.service';
import { createSecretBox } from '../../lib/secret-box';
import { createLoginGuard } from './login-guard.service';
import { createOutboxProvider, type MessageProvider } from './outbox.service';
import { createSmsCodes } from './sms-codes.service';
import { createVerificationCodes } from './verification-codes.service';
import type { SessionSettings } from './sessions.service';
import type { IdentitySettings } from './identity-clients';

export interface AccountSettings {
  session: SessionSettings;
  altcha: AltchaSettings;
  /** The secret members' TOTP secrets are sealed with (MEMBER_TOTP_SECRET). */
  totpKey: string;
  /** Sign-in by OpenID Connect providers (OIDC_CLIENT_SECRETS). */
  identity: IdentitySettings;
}

/** The member a session belongs to, as the session-time hooks see them. */
export interface SessionTimeMember {
  id: number;
  merchantCode: string;
  username: string;
  isTrial: boolean;
}

export interface SessionTimeHooks {
  starting(member: SessionTimeMember): Promise<void>;
  seen(member: SessionTimeMember, from: Date, to: Date): Promise<void>;
}

/** What the account services share: the database, the clock, the settings and the verifiers. */
export function createAccounts(
  db: Db,
  clock: Clock,
  settings: AccountSettings,
  log: FastifyBaseLogger,
  options: {
    provider?: MessageProvider;
    revealCaptchaAnswers?: boolean;
    /**
     * Issue 34: whether a self-exclusion in force holds one of these details (the protection
     * module answers, handed in by the app so that neither module imports the other).
     */
    registrationBlocked?: (
      merchantCode: string,
      details: { mobile?: string | null; email?: string | null; payeeName?: string | null },
    ) => Promise<boolean>;
    /**
     * Issue 32: a member registered with an agent's invitation code joins that agent's team (the
     * agents module answers, handed in by the app; run in the registration's transaction).
     */
    memberRegistered?: (
      tx: Db,
      member: { merchantCode: string; id: number; affiliateCode: string | null },
    ) => Promise<void>;
    /**
     * Issue 34: the member's daily session time (the protection module answers, handed in by the
     * app): `starting` refuses a login once today's limit is reached; `seen` counts the time a
     * session was in use and refuses (every session of the member ended) at the limit.
     */
    sessionTime?: SessionTimeHooks;
  } = {},
) {
  const messages = options.provider ?? createOutboxProvider(db, log);
  const codes = createVerificationCodes(db, clock);
  return {
    db,
    clock,
    settings,
    log,
    messages,
    altcha: createAltcha(db, settings.altcha),
    captcha: createCaptcha(db, clock, options.revealCaptchaAnswers ?? false),
    codes,
    sms: createSmsCodes(codes, messages),
    guard: createLoginGuard(db, clock),
    secretBox: createSecretBox(settings.totpKey),
    registrationBlocked: options.registrationBlocked ?? (async () => false),
    memberRegistered: options.memberRegistered ?? (async () => {}),
    sessionTime: options.sessionTime ?? {
      starting: async () => {},
      seen: async () => {},
    },
  };
}
export type Accounts = ReturnType<typeof createAccounts>;

import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, merchantCode, idAndMerchant, timestamptz, timestamptzNow } from '../columns';
import { memberId, optionalMemberId } from './accounts';

/**
 * A member's account at an OpenID Connect provider: the provider's `sub` for the merchant's
 * configured provider id. One member per account, and one account per provider per member.
 */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: identityId(),
    memberId: memberId(),
    merchantCode: merchantCode(),
    provider: text('provider').notNull(),
    /** The provider's issuer when linked: a changed issuer is another provider's subject. */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    linkedAt: timestamptzNow('linked_at'),
    lastSignInAt: timestamptz('last_sign_in_at'),
  },
  (t) => [
    uniqueIndex('member_identities_subject_uq').on(t.merchantCode, t.provider, t.subject),
    uniqueIndex('member_identities_member_uq').on(t.memberId, t.provider),
  ],
);

/**
 * One sign-in in flight, from the start call to the session. Only hashes of the `state` and
 * `nonce` are kept (SHA-256); the PKCE verifier and nonce are derived from the state under a
 * server secret, so a read of this table cannot finish anyone's sign-in. Good once, briefly.
 * After the provider's answer for an account no member has, the row waits for the registration
 * step under `registrationHash`.
 */
export const identitySignIns = pgTable(
  'identity_sign_ins',
  {
    ...idAndMerchant,
    provider: text('provider').notNull(),
    stateHash: text('state_hash').notNull(),
    nonceHash: text('nonce_hash').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    /** Set when a signed-in member started it: the account is linked to that member. */
    linkMemberId: optionalMemberId('link_member_id'),
    expiresAt: timestamptz('expires_at').notNull(),
    /** When the provider's answer was taken: a state is good once. */
    usedAt: timestamptz('used_at'),
    issuer: text('issuer'),
    subject: text('subject'),
    /** The provider's e-mail, kept only when the provider says it verified it. */
    email: text('email'),
    registrationHash: text('registration_hash'),
    registrationExpiresAt: timestamptz('registration_expires_at'),
  },
  (t) => [
    uniqueIndex('identity_sign_ins_state_uq').on(t.stateHash),
    uniqueIndex('identity_sign_ins_registration_uq').on(t.registrationHash),
    index('identity_sign_ins_expires_idx').on(t.expiresAt),
  ],
);

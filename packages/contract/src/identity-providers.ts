import { WhitelabelFlag } from './enums';

/**
 * The looks of an identity provider's button: Google and Facebook (§2.4), and LINE Login, the
 * messenger most Thai players sign in with. All three are one OpenID Connect mechanism.
 */
export const IdentityProviderKind = {
  google: 'google',
  facebook: 'facebook',
  line: 'line',
} as const;
export type IdentityProviderKind = (typeof IdentityProviderKind)[keyof typeof IdentityProviderKind];

/** A provider's id in the merchant file, the calls and the environment's secret names. */
export const IDENTITY_PROVIDER_ID_PATTERN = /^[a-z0-9-]{2,32}$/;

/**
 * §2.4: the Facebook and Google buttons show only with their whitelabel flag on; LINE has no flag
 * in the specification and shows whenever the merchant configures it.
 */
export const IDENTITY_PROVIDER_FLAG: Partial<Record<IdentityProviderKind, WhitelabelFlag>> = {
  google: WhitelabelFlag.GOOGLELOGIN3,
  facebook: WhitelabelFlag.FACEBOOKLOGIN3,
};

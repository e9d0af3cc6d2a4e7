import { WhitelabelFlag } from '@lotto/contract';
import type { WhitelabelValue } from '@lotto/contract';

export type SocialProvider = 'facebook' | 'google';

/** The sign-in SDK client ids; a provider without one has no working SDK to start. */
export type SocialClientIds = Partial<Record<SocialProvider, string>>;

/**
 * No Facebook or Google sign-in SDK is set up for this deployment, so there is no client id and
 * the buttons stay hidden whatever the flags say.
 */
export const configuredSocialClientIds: SocialClientIds = {};

const flagOf: Record<SocialProvider, WhitelabelFlag> = {
  facebook: WhitelabelFlag.FACEBOOKLOGIN3,
  google: WhitelabelFlag.GOOGLELOGIN3,
};

/**
 * §2.4: a social button shows only with its whitelabel flag on, its SDK ready (a client id) and
 * only for the username method.
 */
export const visibleSocialProviders = (
  whitelabel: WhitelabelValue | undefined,
  clientIds: SocialClientIds,
  method: 'username' | 'sms',
): SocialProvider[] =>
  method !== 'username'
    ? []
    : (Object.keys(flagOf) as SocialProvider[]).filter(
        (provider) => whitelabel?.[flagOf[provider]] === true && Boolean(clientIds[provider]),
      );

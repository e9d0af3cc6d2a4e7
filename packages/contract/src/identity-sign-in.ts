import { z } from 'zod';
import { epochMs, requiredText } from './fields';
import { text } from './input-bounds';
import { defineOperation } from './operation';
import { loginValue, twoFactorChallengeValue } from './session';
import { IDENTITY_PROVIDER_ID_PATTERN, IdentityProviderKind } from './identity-providers';

const tags = ['session'];

const providerId = text('provider')
  .max(32, 'provider must be at most 32 characters')
  .regex(IDENTITY_PROVIDER_ID_PATTERN, 'provider must be 2-32 lower-case letters, digits or -');

/** A provider the login page offers: the button's id and its look (§2.4). */
export const identityProviderEntry = z
  .object({
    id: providerId,
    kind: z.enum(Object.values(IdentityProviderKind)),
  })
  .meta({ id: 'IdentityProvider' });

export const identityProvidersValue = z
  .object({ list: z.array(identityProviderEntry) })
  .meta({ id: 'IdentityProviders' });
export type IdentityProvidersValue = z.infer<typeof identityProvidersValue>;

export const identityProviders = defineOperation({
  operationId: 'identityProviders',
  method: 'GET',
  path: '/wps/session/identity/providers',
  summary:
    "The identity providers this merchant's login page offers (§2.4 FACEBOOKLOGIN3, GOOGLELOGIN3, and LINE Login). Method and path chosen",
  tags,
  auth: 'none',
  response: identityProvidersValue,
});

export const identityStartBody = z
  .object({
    provider: providerId,
    /** The app's callback page on this site; the provider sends the player back to it. */
    redirectUri: requiredText('redirectUri', 2048).pipe(z.url('redirectUri must be a URL')),
    /**
     * Link the provider's account to the signed-in member instead of signing in. Only on
     * request: a login page left signed in on a shared phone must not link a stranger's account.
     */
    link: z.boolean({ error: 'link must be true or false' }).optional(),
  })
  .meta({ id: 'IdentityStartBody' });
export type IdentityStartInput = z.input<typeof identityStartBody>;

export const identityStartValue = z
  .object({ authorizationUrl: z.string().max(8192) })
  .meta({ id: 'IdentityStart' });

export const identityStart = defineOperation({
  operationId: 'identityStart',
  method: 'POST',
  path: '/wps/session/identity/start',
  summary:
    "Start an OpenID Connect sign-in (authorization code with PKCE, state and nonce): answers the provider's page to send the player to. With link and a session, the account is linked to that member instead (§2.4). Method and path chosen",
  tags,
  auth: 'optional',
  body: identityStartBody,
  response: identityStartValue,
});

export const identityCallbackBody = z
  .object({
    state: requiredText('state', 512),
    code: text('code').max(2048, 'code must be at most 2048 characters').optional(),
    /** RFC 9207: the issuer that answered, when the provider says so. */
    iss: text('iss').max(2048, 'iss must be at most 2048 characters').optional(),
    /** The provider's refusal (the player cancelled, consent denied). */
    error: text('error').max(256, 'error must be at most 256 characters').optional(),
    error_description: text('error_description').max(1024).optional(),
  })
  .meta({ id: 'IdentityCallbackBody' });
export type IdentityCallbackInput = z.input<typeof identityCallbackBody>;

/** A first sign-in: the member is created once the player answers the registration step. */
export const identityRegistrationValue = z
  .object({
    registration: z.string().min(1).max(128),
    expiresAt: epochMs,
    /** §5: the age the player must confirm (0: no birth date is asked). */
    minimumAge: z.number().int().min(0),
  })
  .meta({ id: 'IdentityRegistration' });
export type IdentityRegistrationValue = z.infer<typeof identityRegistrationValue>;

export const identityCallbackValue = z
  .union([loginValue, twoFactorChallengeValue, identityRegistrationValue])
  .meta({ id: 'IdentityCallback' });
export type IdentityCallbackValue = z.infer<typeof identityCallbackValue>;

export const identityCallback = defineOperation({
  operationId: 'identityCallback',
  method: 'POST',
  path: '/wps/session/identity/callback',
  summary:
    "The provider's answer, passed on by the callback page: a session for a linked member, the second step of two-factor sign-in, or a registration step for a first sign-in. Each state is good once (§2.4, §4). Method and path chosen",
  tags,
  auth: 'optional',
  body: identityCallbackBody,
  response: identityCallbackValue,
});

export const identityRegisterBody = z
  .object({
    registration: requiredText('registration', 128),
    /** §5 age confirmation, as at registration. */
    birthDate: text('birthDate')
      .max(10, 'birthDate must be at most 10 characters')
      .regex(/^(?:\d{4}-\d{2}-\d{2})?$/, 'birthDate must be a date like 2000-01-31')
      .optional(),
    agreeTerms: z.boolean({ error: 'agreeTerms must be true or false' }).optional(),
  })
  .meta({ id: 'IdentityRegisterBody' });
export type IdentityRegisterInput = z.input<typeof identityRegisterBody>;

export const identityRegister = defineOperation({
  operationId: 'identityRegister',
  method: 'POST',
  path: '/wps/session/identity/register',
  summary:
    "Complete a first identity-provider sign-in: age and terms under the merchant's registration rules; the new member is logged in (§2.4, §5). Method and path chosen",
  tags,
  auth: 'none',
  body: identityRegisterBody,
  response: loginValue,
});

/** The member's accounts at the identity providers (the security centre links more). */
export const identityLinksValue = z
  .object({ list: z.array(z.object({ provider: providerId, linkedAt: epochMs })) })
  .meta({ id: 'IdentityLinks' });
export type IdentityLinksValue = z.infer<typeof identityLinksValue>;

export const identityLinks = defineOperation({
  operationId: 'identityLinks',
  method: 'GET',
  path: '/wps/member/identity/links',
  summary:
    "The identity providers' accounts linked to the member, for the security centre (§1, §2.4). Method and path chosen",
  tags: ['member'],
  auth: 'member',
  response: identityLinksValue,
});

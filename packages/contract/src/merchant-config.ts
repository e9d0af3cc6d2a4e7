import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';
import { entranceMenuVariants, Language, languages, resourceTypes, whitelabelFlags } from './enums';
import { moneySettings } from './money-settings';
import { lotterySettings } from './lottery-settings';
import { firstVisitPopupSettings } from './first-visit-popup';
import { catalogueLanguages } from './language-catalogue';
import { NOVICE_TASK_CODES } from './engagement-constants';
import { IDENTITY_PROVIDER_ID_PATTERN, IdentityProviderKind } from './identity-providers';
import { siteOrHttpsLink } from './link-fields';

/** A merchant may offer any language of the catalogue; an unknown code is named with its field. */
const catalogueLanguage = z.enum(catalogueLanguages, {
  error: (issue) =>
    `${JSON.stringify(issue.input)} is not a language of the catalogue (${catalogueLanguages.join(', ')})`,
});

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 code like TH');
const dialingCode = z.string().regex(/^[0-9]{1,4}$/, 'must be digits without +, like 66');
const link = z.string().min(1).max(2048);

/**
 * §2.4 the login page's video (muted, with a play/pause control): an https address or a path of
 * this site, as every link the app follows, so the console cannot point players at plain http.
 */
export const loginVideoSettings = z.object({
  url: siteOrHttpsLink('url'),
  posterUrl: siteOrHttpsLink('posterUrl').optional(),
});
export type LoginVideoSettings = z.infer<typeof loginVideoSettings>;

// --- Engagement: sign-in streak points and novice task points (one grouped block). ---
export const NOVICE_TASK_POINTS_MAX = 1_000_000;
const points = z.number().int().min(0).max(NOVICE_TASK_POINTS_MAX);
/** Points for the nth consecutive day of sign-in; after the last day the last value repeats. */
export const DEFAULT_SIGN_IN_STREAK_POINTS = [10, 10, 20, 20, 30, 30, 50];
/** Points per novice task, once each. */
export const DEFAULT_NOVICE_TASK_POINTS = {
  prove_mobile: 50,
  payment_password: 50,
  first_deposit: 100,
  first_bet: 50,
  add_favourite: 20,
};
export const engagementSettings = z
  .object({
    signInStreakPoints: z.array(points).min(1).max(31).default(DEFAULT_SIGN_IN_STREAK_POINTS),
    noviceTaskPoints: z
      .object({
        prove_mobile: points,
        payment_password: points,
        first_deposit: points,
        first_bet: points,
        add_favourite: points,
      })
      .default(DEFAULT_NOVICE_TASK_POINTS),
    /** Tasks switched off: hidden from the player and not claimable (absent in older configs). */
    noviceTasksOff: z.array(z.enum(NOVICE_TASK_CODES)).default([]),
    /** Points earned expire after this many days (oldest spent first); null: they never do. */
    pointsExpiryDays: z.number().int().min(1).max(3650).nullable().default(null),
  })
  .default({
    signInStreakPoints: DEFAULT_SIGN_IN_STREAK_POINTS,
    noviceTaskPoints: DEFAULT_NOVICE_TASK_POINTS,
    noviceTasksOff: [],
    pointsExpiryDays: null,
  });
export type EngagementSettings = z.infer<typeof engagementSettings>;
// --- end of the engagement block ---

/** UI.md theme: every colour a CSS custom property, so a merchant rebrands without a build. */
export const themeColours = z.object({
  primary: hexColour,
  accent: hexColour,
  background: hexColour,
  surface: hexColour,
  text: hexColour,
  muted: hexColour,
  danger: hexColour,
  success: hexColour,
});
export type ThemeColours = z.infer<typeof themeColours>;

/** §5 per-field rules supplied by the server: enabled, required, and a check with a message. */
export const registerFieldRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  /** A JavaScript regular expression source (no flags); both sides test the whole value. */
  pattern: z.string().max(500).optional(),
  minLength: z.number().int().min(0).max(255).optional(),
  maxLength: z.number().int().min(1).max(EMAIL_MAX_LENGTH).optional(),
  /** §5 "phone numbers of {0} digits": the value is exactly this many digits (the merchant's). */
  digits: z.number().int().min(4).max(15).optional(),
  /** Locale key of the message shown when the check fails (§5 message list). */
  messageKey: z.string().max(100),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRule>;

/** §3 the member's messenger contacts among the registration fields, in the order forms ask them. */
export const contactFieldNames = [
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
] as const;

/** §3 registration payload fields that a merchant can switch on and check. */
export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'affiliateCode',
  'paymentPassword',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'idNumber',
  ...contactFieldNames,
  'captcha',
  'verificationCode',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];

export const registerSettings = z.object({
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  captcha: z.boolean(),
  /** §5 age confirmation: 18, 21 or a configured N; 0 asks none. */
  minimumAge: z.number().int().min(0).max(99),
  fields: z.partialRecord(z.enum(registerFieldNames), registerFieldRule),
});
export type RegisterSettings = z.infer<typeof registerSettings>;

/** OAuth scope tokens (RFC 6749 §3.3). */
const SCOPE_PATTERN = /^[\x21\x23-\x5b\x5d-\x7e]{1,64}$/;

/**
 * An OpenID Connect provider players sign in with (§2.4). The client secret is never in this
 * file: the server reads it from OIDC_CLIENT_SECRETS (docs/configuration.md).
 */
export const identityProviderSettings = z.object({
  id: z
    .string()
    .regex(IDENTITY_PROVIDER_ID_PATTERN, 'must be 2-32 lower-case letters, digits or -'),
  kind: z.enum(Object.values(IdentityProviderKind)),
  /** The issuer; its /.well-known/openid-configuration is read at the first sign-in. */
  issuer: z.url(),
  clientId: z.string().min(1).max(256),
  scopes: z
    .array(z.string().regex(SCOPE_PATTERN, 'must be a scope token like email'))
    .min(1)
    .max(20)
    .refine((s) => s.includes('openid'), 'must include openid')
    .default(['openid', 'email', 'profile']),
});
export type IdentityProviderSettings = z.infer<typeof identityProviderSettings>;

export const downloadLink = z.object({ resourceType: z.enum(resourceTypes), url: link });
export type DownloadLink = z.infer<typeof downloadLink>;

export const country = z.object({ countryCode, countryDialingCode: dialingCode });

/** A path of the app: under /m/, letters, digits and - . _ ~ in each segment. */
const appPath = z
  .string()
  .max(200)
  .regex(/^\/m(\/[A-Za-z0-9._~-]+)+$/, 'must be a path under /m/ like /m/vip');

/**
 * §2.1 "further routes come from a configuration table": an alias the merchant adds opens an
 * existing page (`to`, with its query kept). The app never lets one shadow a page of its own.
 */
export const routeAlias = z
  .object({ path: appPath, to: appPath })
  .refine((a) => a.path.toLowerCase() !== a.to.toLowerCase(), {
    message: 'must open another path',
    path: ['to'],
  });
export type RouteAlias = z.infer<typeof routeAlias>;

/**
 * One merchant's configuration file (YAML or JSON), validated at start and loaded into the
 * database. The demo merchant's file is apps/server/merchants/demo.yaml.
 */
export const merchantConfig = z
  .object({
    code: z.string().regex(/^[A-Za-z0-9_]{2,32}$/, 'must be 2-32 letters, digits or _'),
    name: z.string().min(1).max(80),
    branding: z.object({
      logoUrl: link,
      iconUrl: link,
      colours: themeColours,
    }),
    currency: z.object({
      code: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code like THB'),
      decimals: z.number().int().min(0).max(4),
    }),
    /** IANA zone; dates and draw times are shown in it (UI.md). */
    timeZone: z.string().refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone like Asia/Bangkok'),
    languages: z
      .object({
        default: catalogueLanguage.default(Language.th),
        supported: z.array(catalogueLanguage).min(1),
      })
      .refine((l) => l.supported.includes(l.default), {
        message: 'default must be one of supported',
        path: ['default'],
      }),
    whitelabel: z.partialRecord(z.enum(whitelabelFlags), z.boolean()),
    /** §4 template switches, and §2.6's entrance menu variant (Hot and Recent tabs when vertical). */
    mobileTemplate: z.object({
      mem_cen: z.enum(['0', '1']),
      dep_func: z.enum(['0', '1']),
      entranceMenu: z.enum(entranceMenuVariants).default('horizontal'),
    }),
    register: registerSettings,
    resources: z.array(downloadLink),
    customerService: z.array(z.object({ name: z.string().min(1).max(40), url: link })),
    links: z.object({ help: link.optional(), logo: link.optional() }).default({}),
    /** §2.4 the login page's video; none when absent. */
    loginVideo: loginVideoSettings.optional(),
    /** §2.6 the game centre's sponsor banner: the sponsor's name, its picture, its link. */
    sponsorBanner: z
      .object({ name: z.string().min(1).max(80), imageUrl: link, linkUrl: link.optional() })
      .optional(),
    routeAliases: z
      .array(routeAlias)
      .max(50)
      .refine(
        (list) => new Set(list.map((a) => a.path.toLowerCase())).size === list.length,
        'each alias path once',
      )
      .default([]),
    /**
     * Issue 34: help organisations for players who gamble too much, per language (shown on the
     * responsible-gaming page in the player's language, else the merchant's default one).
     */
    helpOrganisations: z
      .partialRecord(
        z.enum(languages),
        z.array(z.object({ name: z.string().min(1).max(80), url: link })).max(8),
      )
      .default({}),
    /**
     * Issue 34: a verified age (an ID document support checked in the console) before a member
     * deposits, withdraws, launches a real-money game or places a lottery order. Off by default.
     */
    ageVerification: z
      .object({ required: z.boolean().default(false) })
      .default({ required: false }),
    mainDomain: z.string().min(1).max(253),
    domains: z.array(z.string().min(1).max(253)).default([]),
    /** Domains (of mainDomain and domains) an operator marked blocked: apps skip them at once. */
    blockedDomains: z.array(z.string().min(1).max(253)).default([]),
    imageCDNs: z.array(link).min(1),
    sms: z
      .object({
        provider: z.enum(['outbox']),
        /** §3: the app proves the number with the phone-code provider and logs in with its token. */
        phoneCodeProvider: z.boolean().default(false),
        /**
         * How the provider's ID tokens are checked (Firebase: issuer
         * https://securetoken.google.com/<project>, audience <project>, and Google's published keys).
         */
        phoneCodeIdentity: z
          .object({
            issuer: z.url(),
            audience: z.string().min(1).max(200),
            jwksUrl: z.url(),
          })
          .optional(),
      })
      .refine((sms) => !sms.phoneCodeProvider || sms.phoneCodeIdentity, {
        message: 'phoneCodeIdentity is required when phoneCodeProvider is on',
        path: ['phoneCodeIdentity'],
      }),
    /** Sign-in by OpenID Connect (Google, Facebook, LINE …), each id once. */
    identityProviders: z
      .array(identityProviderSettings)
      .max(10)
      .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'ids must differ')
      .default([]),
    countries: z.array(country).min(1),
    defaultCountry: countryCode,
    status: z.object({
      maintenance: z.boolean(),
      info: z.string().max(2000).default(''),
    }),
    /**
     * Region rules. The client's country is read from `countryHeader` only: set it to the header
     * your trusted proxy or CDN writes (e.g. cf-ipcountry) and make sure clients cannot reach the
     * server without passing that proxy. With no header the country is unknown and `unknown` decides.
     */
    region: z.object({
      allowedCountries: z.array(countryCode),
      countryHeader: z
        .string()
        .regex(/^[a-z0-9-]+$/, 'must be a lower-case header name')
        .default('cf-ipcountry'),
      unknown: z.enum(['allow', 'block']).default('allow'),
    }),
    /**
     * The starting grant's only setting in older files; still read (as demo credit) when a file
     * has no `wallet` block. New files use `wallet.startingGrant`.
     */
    demo: z
      .object({
        /** Play balance a new member receives, a decimal string in the merchant's currency. */
        startingBalance: z
          .string()
          .regex(/^\d{1,12}(\.\d{1,4})?$/, 'must be a decimal string like 1000.00'),
      })
      .optional(),
    // Wallet settings.
    wallet: z
      .object({
        /**
         * Credit every new member receives once, a decimal string in the merchant's currency:
         * '0' (none) for a real merchant.
         */
        startingGrant: z
          .string()
          .regex(/^\d{1,12}(\.\d{1,4})?$/, 'must be a decimal string like 1000.00')
          .default('0'),
        /** The grant is demo credit (the demo merchant), marked so in the ledger and records. */
        startingGrantIsDemoCredit: z.boolean().default(false),
      })
      .optional(),
    /** Deposit and withdraw: banks, deposit methods and withdraw rules. */
    money: moneySettings,
    // Messages and live chat.
    chat: z
      .object({
        /**
         * The provider's address: {memberId}, {name}, {ts}, {sig} and {language} (the player's,
         * unsigned) are filled in; sig is the HMAC-SHA256 (hex) of "memberId.name.ts" under
         * CHAT_HMAC_KEY, which the provider checks.
         * The default is the server's own demo provider page.
         */
        urlTemplate: z
          .string()
          .min(1)
          .max(2048)
          .refine((t) => t.includes('{sig}'), 'must contain {sig}')
          .default(
            '/chat/demo?memberId={memberId}&name={name}&ts={ts}&sig={sig}&language={language}',
          ),
      })
      .default({
        urlTemplate:
          '/chat/demo?memberId={memberId}&name={name}&ts={ts}&sig={sig}&language={language}',
      }),
    /** Sign-in and novice task points; defaults keep older files valid. */
    engagement: engagementSettings,
    /** Lottery odds and slip limits; defaults keep older files valid. */
    lottery: lotterySettings,
    /** §2.3: the first-visit popup's initial-popup status and pictures. */
    firstVisitPopup: firstVisitPopupSettings,
  })
  .strict();
export type MerchantConfig = z.infer<typeof merchantConfig>;
export type MerchantConfigInput = z.input<typeof merchantConfig>;

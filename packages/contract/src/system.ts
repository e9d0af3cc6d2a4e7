import { z } from 'zod';
import { defineOperation } from './operation';
export { systemStatusOf } from './system-status';
import { entranceMenuVariants, Language, languages, whitelabelFlags } from './enums';
import { country, downloadLink, registerSettings, themeColours } from './merchant-config';
import { firstVisitPopupSettings } from './first-visit-popup';
import { catalogueLanguages } from './language-catalogue';

const tags = ['system'];

/** §3 site status: value.info, maintenance, regionRestriction. */
export const siteStatusValue = z
  .object({
    info: z.string(),
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
  })
  .meta({ id: 'SiteStatus' });
export type SiteStatusValue = z.infer<typeof siteStatusValue>;

export const whitelabelValue = z
  .partialRecord(z.enum(whitelabelFlags), z.boolean())
  .meta({ id: 'Whitelabel' });
export type WhitelabelValue = z.infer<typeof whitelabelValue>;

export const countryListValue = z
  .object({
    countryDialingCode: z.string(),
    countryCode: z.string(),
    countries: z.array(country),
  })
  .meta({ id: 'CountryList' });

export const domainRouteValue = z
  .object({
    mainDomain: z.string(),
    domains: z.array(z.string()),
    /** Domains an operator marked blocked: apps skip them at once (absent from other platforms). */
    blocked: z.array(z.string()).optional(),
  })
  .meta({ id: 'DomainRoute' });

/** A time zone's offset from UTC, in minutes east, from an instant (epoch ms) on. */
export const zoneOffset = z.object({ from: z.number().int(), minutes: z.number().int() });
export type ZoneOffset = z.infer<typeof zoneOffset>;

/** §3 global settings, plus the merchant's branding that the theme is built from (UI.md). */
export const consolidatedSettingsValue = z
  .object({
    merchant: z.object({
      code: z.string(),
      name: z.string(),
      logoUrl: z.string(),
      iconUrl: z.string(),
      colours: themeColours,
      currency: z.object({ code: z.string(), decimals: z.number().int() }),
      timeZone: z.string(),
      /** The zone's offset now and each change for the weeks ahead: times shown in the merchant's
       *  zone need no time zone data in the browser. */
      timeZoneOffsets: z.array(zoneOffset).min(1),
      /** Codes of the language catalogue: the picker lists these by their own names. */
      defaultLanguage: z.enum(catalogueLanguages),
      languages: z.array(z.enum(catalogueLanguages)),
    }),
    /** §3 encrypted path list: the last 8 characters of each path are the key (see service-link.ts). */
    customerService: z.array(z.object({ name: z.string(), path: z.string() })),
    domainRoute: domainRouteValue,
    mobileTemplate: z.object({
      mem_cen: z.enum(['0', '1']),
      dep_func: z.enum(['0', '1']),
      /** §2.6 the game center's entrance menu: vertical adds a Hot and a Recent tab. */
      entranceMenu: z.enum(entranceMenuVariants),
    }),
    paths: z.object({ help: z.string().optional(), logo: z.string().optional() }),
    /** §2.1 the merchant's route aliases: each opens an existing page (absent elsewhere). */
    routeAliases: z.array(z.object({ path: z.string(), to: z.string() })).optional(),
    /** §2.4 the login page's video, §2.6 the sponsor banner (absent when not configured). */
    loginVideo: z.object({ url: z.string(), posterUrl: z.string().optional() }).optional(),
    sponsorBanner: z
      .object({ name: z.string(), imageUrl: z.string(), linkUrl: z.string().optional() })
      .optional(),
    register: registerSettings,
    resources: z.array(downloadLink),
    whitelabel: whitelabelValue,
    mainDomain: z.string(),
    imageCDNs: z.array(z.string()),
    sms: z.object({ phoneCodeProvider: z.boolean() }),
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    /** §2.3 the first-visit popup: the initial-popup status and the pictures. */
    firstVisitPopup: firstVisitPopupSettings,
  })
  .meta({ id: 'ConsolidatedSettings' });
export type ConsolidatedSettings = z.infer<typeof consolidatedSettingsValue>;

export const siteStatus = defineOperation({
  operationId: 'siteStatus',
  method: 'GET',
  path: '/wps/system/status',
  summary: 'Site status: maintenance, region restriction and the information text (§3, §4)',
  tags,
  auth: 'none',
  response: siteStatusValue,
});

export const consolidatedSettings = defineOperation({
  operationId: 'consolidatedSettings',
  method: 'GET',
  path: '/wps/system/settings/consolidated',
  summary: 'Global settings of the merchant (§3)',
  tags,
  auth: 'none',
  response: consolidatedSettingsValue,
});

export const whitelabel = defineOperation({
  operationId: 'whitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  summary: 'Whitelabel flags of the merchant (§2.2, §2.4, §2.12)',
  tags,
  auth: 'none',
  response: whitelabelValue,
});

export const countryList = defineOperation({
  operationId: 'countryList',
  method: 'GET',
  path: '/wps/system/country',
  summary: 'Country dialing codes; the first pair is the one to preselect (§3)',
  tags,
  auth: 'none',
  response: countryListValue,
});

export const domainRoute = defineOperation({
  operationId: 'domainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  summary: 'The main domain and the other domains of the merchant (§6)',
  tags,
  auth: 'none',
  response: domainRouteValue,
});

export const registerSettingsOp = defineOperation({
  operationId: 'registerSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  summary: 'Per-field registration rules (§2.5, §5)',
  tags,
  auth: 'none',
  response: registerSettings.meta({ id: 'RegisterSettings' }),
});

export const languageQuery = z.object({ language: z.enum(languages).default(Language.th) });

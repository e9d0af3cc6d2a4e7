import { createHash } from 'node:crypto';
import {
  encodeServiceLink,
  ResourceType,
  SERVICE_LINK_KEY_LENGTH,
  type ConsolidatedSettings,
  type MerchantConfig,
  type SiteStatusValue,
} from '@lotto/contract';
import { zoneOffsets } from '../../lib/time-zone';

/** Region rule of the merchant file: unknown country follows `region.unknown`. */
export function isRegionRestricted(merchant: MerchantConfig, country: string | null): boolean {
  const { allowedCountries, unknown } = merchant.region;
  if (!country) return unknown === 'block';
  return allowedCountries.length > 0 && !allowedCountries.includes(country);
}

export function siteStatusOf(merchant: MerchantConfig, country: string | null): SiteStatusValue {
  return {
    info: merchant.status.info,
    maintenance: merchant.status.maintenance,
    regionRestriction: isRegionRestricted(merchant, country),
  };
}

// A key derived from the link keeps the answer stable (cacheable) across instances.
const serviceKey = (url: string) =>
  createHash('sha256').update(url).digest('hex').slice(0, SERVICE_LINK_KEY_LENGTH);

export function consolidatedSettingsOf(
  merchant: MerchantConfig,
  country: string | null,
  now = Date.now(),
): ConsolidatedSettings {
  const logoLink = merchant.resources.find((r) => r.resourceType === ResourceType.LOGOLINK)?.url;
  return {
    merchant: {
      code: merchant.code,
      name: merchant.name,
      logoUrl: merchant.branding.logoUrl,
      iconUrl: merchant.branding.iconUrl,
      colours: merchant.branding.colours,
      currency: merchant.currency,
      timeZone: merchant.timeZone,
      timeZoneOffsets: zoneOffsets(merchant.timeZone, now),
      defaultLanguage: merchant.languages.default,
      languages: merchant.languages.supported,
    },
    customerService: merchant.customerService.map((s) => ({
      name: s.name,
      path: encodeServiceLink(s.url, serviceKey(s.url)),
    })),
    domainRoute: {
      mainDomain: merchant.mainDomain,
      domains: merchant.domains,
      blocked: merchant.blockedDomains ?? [],
    },
    mobileTemplate: merchant.mobileTemplate,
    paths: { help: merchant.links.help, logo: merchant.links.logo ?? logoLink },
    routeAliases: merchant.routeAliases,
    ...(merchant.loginVideo ? { loginVideo: merchant.loginVideo } : {}),
    ...(merchant.sponsorBanner ? { sponsorBanner: merchant.sponsorBanner } : {}),
    register: merchant.register,
    resources: merchant.resources,
    whitelabel: merchant.whitelabel,
    mainDomain: merchant.mainDomain,
    imageCDNs: merchant.imageCDNs,
    sms: { phoneCodeProvider: merchant.sms.phoneCodeProvider },
    firstVisitPopup: merchant.firstVisitPopup,
    ...siteStatusOf(merchant, country),
  };
}

/** The caller's country first when the merchant serves it, else the merchant's default. */
export function countryListOf(merchant: MerchantConfig, country: string | null) {
  const chosen =
    merchant.countries.find((c) => c.countryCode === country) ??
    merchant.countries.find((c) => c.countryCode === merchant.defaultCountry) ??
    merchant.countries[0]!;
  return {
    countryCode: chosen.countryCode,
    countryDialingCode: chosen.countryDialingCode,
    countries: merchant.countries,
  };
}

import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ResourceType } from '@lotto/contract';
import type { ConsolidatedSettings, WhitelabelFlag } from '@lotto/contract';
import { SETTINGS_STALE_MS } from '@/config/stale-times';
import { apiCall, setSettingsMerchantCode } from './api-client';
import { rememberDomainRoute } from './domain-list';
import { systemKeys } from './system-query-keys';
import { routes } from '@lotto/contract';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.settings(),
    queryFn: async ({ signal }) => {
      const settings = await apiCall(routes.consolidatedSettings, { signal });
      setSettingsMerchantCode(settings.merchant.code);
      // Every start refreshes the domain list the next start falls back on.
      rememberDomainRoute(settings.domainRoute);
      return settings;
    },
    staleTime: SETTINGS_STALE_MS,
  });

const SettingsContext = createContext<ConsolidatedSettings | undefined>(undefined);

/**
 * The one observer of the settings (AppProvider). A page reads them in a dozen places, and each
 * query observer costs a subscription and a staleness timer of its own.
 */
export const SettingsProvider = ({ children }: { children: ReactNode }) => (
  <SettingsContext.Provider value={useQuery(settingsQueryOptions()).data}>
    {children}
  </SettingsContext.Provider>
);

/** The merchant's global settings (§3); undefined until the first answer arrives. */
export const useSettings = (): ConsolidatedSettings | undefined => useContext(SettingsContext);

export const hasWhitelabelFlag = (
  settings: ConsolidatedSettings | undefined,
  flag: WhitelabelFlag,
): boolean => settings?.whitelabel[flag] === true;

export const resourceUrl = (
  settings: ConsolidatedSettings | undefined,
  type: ResourceType,
): string | undefined => settings?.resources.find((r) => r.resourceType === type)?.url;

/** §2.2 the logo opens the configured logo link: paths.logo, else the LOGOLINK resource. */
export const logoLink = (settings: ConsolidatedSettings | undefined): string | undefined =>
  settings?.paths.logo || resourceUrl(settings, ResourceType.LOGOLINK);

/** The merchant zone's offsets (times are shown in the merchant's zone, not the phone's). */
export const useZoneOffsets = () => useSettings()?.merchant.timeZoneOffsets ?? [];

import { useMemo } from 'react';
import { useSettings } from '@/lib/settings';
import { pickCdn } from '../utils/vendor-icon';

/** §3 one CDN from imageCDNs, chosen at random once per screen so icons do not flicker. */
export const useVendorCdn = (): string => {
  const cdns = useSettings()?.imageCDNs;
  return useMemo(() => pickCdn(cdns ?? []), [cdns]);
};

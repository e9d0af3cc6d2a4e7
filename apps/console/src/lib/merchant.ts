import { useEffect, useState } from 'react';
import { consolidatedSettings } from '@lotto/contract';
import { opsCall } from './ops-client';

export interface Branding {
  name: string;
  logoUrl: string;
}

let cached: Promise<Branding | null> | null = null;

/** The merchant's name and logo, from the app's public settings. */
export function useBranding(): Branding | null {
  const [branding, setBranding] = useState<Branding | null>(null);
  useEffect(() => {
    cached ??= opsCall(consolidatedSettings)
      .then((s) => ({ name: s.merchant.name, logoUrl: s.merchant.logoUrl }))
      .catch(() => null);
    let live = true;
    void cached.then((b) => live && setBranding(b));
    return () => {
      live = false;
    };
  }, []);
  return branding;
}

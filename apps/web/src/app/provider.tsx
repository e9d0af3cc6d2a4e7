import { Suspense, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { hasStoredLanguage, i18n } from '@/lib/i18n';
import { SettingsProvider, useSettings } from '@/lib/settings';
import { applyTheme } from '@/lib/theme';
import { LoadingImage } from '@/components/ui/loading-image';

/** The merchant's colours, and its default language when the player has not chosen one. */
const MerchantBranding = () => {
  const settings = useSettings();
  // Before the first paint, in the same style pass as the page: new colours on the root after it
  // would restyle the whole document once more.
  useLayoutEffect(() => {
    if (!settings) return;
    applyTheme(settings.merchant.colours);
    const preferred = settings.merchant.defaultLanguage;
    if (!hasStoredLanguage() && i18n.language !== preferred) void i18n.changeLanguage(preferred);
  }, [settings]);
  return null;
};

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

export const AppProvider = ({ children, queryClient }: AppProviderProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SettingsProvider>
        <Suspense fallback={<LoadingImage />}>
          <MerchantBranding />
          {children}
        </Suspense>
      </SettingsProvider>
    </QueryClientProvider>
  );
};

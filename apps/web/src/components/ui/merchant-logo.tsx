import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSettings } from '@/lib/settings';

interface MerchantLogoProps {
  className?: string;
  /**
   * The logo is the page's largest element (the login page's): a page the server sent waits for
   * it to decode before the app starts (apps/server/src/web/start-after-paint.ts).
   */
  eager?: boolean;
}

/** The merchant's logo from settings.merchant.logoUrl, with a neutral box until it is known. */
export const MerchantLogo = ({ className = '', eager = false }: MerchantLogoProps) => {
  const { t } = useTranslation();
  const settings = useSettings();
  const [failed, setFailed] = useState(false);
  const name = settings?.merchant.name || t('app.logo_alt');
  const src = settings?.merchant.logoUrl;
  if (!src || failed) {
    return (
      <span
        className={`merchant-logo merchant-logo--placeholder ${className}`}
        role="img"
        aria-label={name}
      >
        {settings?.merchant.name ?? ''}
      </span>
    );
  }
  return (
    <img
      className={`merchant-logo ${className}`}
      src={src}
      alt={name}
      loading={eager ? 'eager' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
};

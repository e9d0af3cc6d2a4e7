import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSettings } from '@/lib/settings';

/** The merchant's logo from settings.merchant.logoUrl, with a neutral box until it is known. */
export const MerchantLogo = ({ className = '' }: { className?: string }) => {
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
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
};

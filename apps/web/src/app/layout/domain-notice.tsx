import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { currentApiOrigin, failOver } from '@/lib/domain-failover';
import './update-notice.css';

/**
 * Told only when none of the merchant's domains answers as this platform: while one does, the
 * app moves its calls there without a word.
 */
export const DomainNotice = () => {
  const { t } = useTranslation();
  const [trying, setTrying] = useState(false);
  const retry = () => {
    setTrying(true);
    void failOver(currentApiOrigin()).finally(() => setTrying(false));
  };
  return (
    <div className="update-notice" role="alert">
      <span>{t('domain.unreachable')}</span>
      <button type="button" className="update-notice__button" onClick={retry} disabled={trying}>
        {t('domain.retry')}
      </button>
    </div>
  );
};

import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { HOME_LOADING_TOAST_MS } from '@lotto/contract';
import { dismissToast, showToast } from '@/components/ui/toast-store';

/** §2.3 on load home shows 'please wait' (time-out 9999) until its content has arrived. */
export const useHomeLoadingToast = (loading: boolean) => {
  const { t } = useTranslation();
  useEffect(() => {
    if (!loading) return;
    const id = showToast('loading', t('common.please_wait'), HOME_LOADING_TOAST_MS);
    return () => dismissToast(id);
  }, [loading, t]);
};

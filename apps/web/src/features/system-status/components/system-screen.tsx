import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { MerchantLogo } from '@/components/ui/merchant-logo';

interface SystemScreenProps {
  testId: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  onRetry: () => void;
  retrying: boolean;
}

/** The shared frame of the maintenance and blocked-access screens (§2.14). */
export const SystemScreen = ({
  testId,
  icon,
  title,
  children,
  onRetry,
  retrying,
}: SystemScreenProps) => {
  const { t } = useTranslation();
  return (
    <main className="system-screen" data-testid={testId}>
      <MerchantLogo className="system-screen__logo" />
      <div className="system-screen__icon" aria-hidden="true">
        {icon}
      </div>
      <h1 className="system-screen__title">{title}</h1>
      {children}
      <button
        type="button"
        className="button button--primary"
        onClick={onRetry}
        disabled={retrying}
      >
        {t('status.retry')}
      </button>
    </main>
  );
};

import { useTranslation } from '@/lib/use-translation';
import Wrench from 'lucide-react/icons/wrench';
import { SystemScreen } from './system-screen';

interface MaintenancePageProps {
  info: string;
  onRetry: () => void;
  retrying: boolean;
}

export const MaintenancePage = ({ info, onRetry, retrying }: MaintenancePageProps) => {
  const { t } = useTranslation();
  return (
    <SystemScreen
      testId="maintenance-page"
      icon={<Wrench size={48} />}
      title={t('status.maintenance_title')}
      onRetry={onRetry}
      retrying={retrying}
    >
      <p className="system-screen__text">{t('status.maintenance_text')}</p>
      {info ? (
        <p className="system-screen__info" data-testid="maintenance-info">
          {info}
        </p>
      ) : null}
    </SystemScreen>
  );
};

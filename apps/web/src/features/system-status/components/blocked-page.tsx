import { useTranslation } from '@/lib/use-translation';
import Ban from 'lucide-react/icons/ban';
import { SystemScreen } from './system-screen';

interface BlockedPageProps {
  onRetry: () => void;
  retrying: boolean;
}

export const BlockedPage = ({ onRetry, retrying }: BlockedPageProps) => {
  const { t } = useTranslation();
  return (
    <SystemScreen
      testId="blocked-page"
      icon={<Ban size={48} />}
      title={t('status.blocked_title')}
      onRetry={onRetry}
      retrying={retrying}
    >
      <p className="system-screen__text">{t('status.blocked_text')}</p>
    </SystemScreen>
  );
};

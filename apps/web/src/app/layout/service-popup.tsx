import { useTranslation } from '@/lib/use-translation';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { ServiceMenu } from './service-menu';

interface ServicePopupProps {
  open: boolean;
  onClose: () => void;
}

/** §2.12 customer service popup; live chat by CBS3, the member's type and labels. */
export const ServicePopup = ({ open, onClose }: ServicePopupProps) => {
  const { t } = useTranslation();
  return (
    <TitledDialog
      title={t('service.title')}
      onClose={onClose}
      open={open}
      variant="sheet"
      testId="service-popup"
    >
      <ServiceMenu active={open} onDone={onClose} />
    </TitledDialog>
  );
};

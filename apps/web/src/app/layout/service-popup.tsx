import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { ServiceMenu } from './service-menu';

interface ServicePopupProps {
  open: boolean;
  onClose: () => void;
}

/** §2.12 customer service popup; live chat by CBS3, the member's type and labels. */
export const ServicePopup = ({ open, onClose }: ServicePopupProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      variant="sheet"
      testId="service-popup"
    >
      <DialogHeader titleId={titleId} title={t('service.title')} onClose={onClose} />
      <ServiceMenu active={open} onDone={onClose} />
    </Dialog>
  );
};

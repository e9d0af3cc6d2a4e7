import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { IconButton } from './icon-button';

interface DialogHeaderProps {
  /** The id the Dialog is labelled by (`labelledBy`). */
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  /** The row's layout class: a sheet's header, a popup's, or a panel's own. */
  className?: string;
  closeTestId?: string;
}

/** A dialog's title with its close button (§4: every popup closes from its corner). */
export const DialogHeader = ({
  titleId,
  title,
  onClose,
  className = 'dialog__header',
  closeTestId,
}: DialogHeaderProps) => {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <IconButton label={t('common.close')} icon={X} onClick={onClose} testId={closeTestId} />
    </div>
  );
};

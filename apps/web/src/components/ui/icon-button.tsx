import type { ComponentType } from 'react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import { useTranslation } from '@/lib/use-translation';

interface IconButtonProps {
  /** The accessible name: the icon says nothing to a screen reader. */
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>;
  size?: number;
  onClick: () => void;
  testId?: string;
  /** Set when it opens something: a dialog it pops up, or a panel it expands in place. */
  hasPopup?: 'dialog';
  expanded?: boolean;
}

/** A button that is only an icon (back, close, menu, search …), named by its label. */
export const IconButton = ({
  label,
  icon: Icon,
  size = 22,
  onClick,
  testId,
  hasPopup,
  expanded,
}: IconButtonProps) => (
  <button
    type="button"
    className="icon-button"
    aria-label={label}
    aria-haspopup={hasPopup}
    aria-expanded={expanded}
    onClick={onClick}
    data-testid={testId}
  >
    <Icon size={size} aria-hidden="true" />
  </button>
);

/** The back arrow at the start of a page's header. */
export const BackButton = ({ onClick, testId }: { onClick: () => void; testId: string }) => {
  const { t } = useTranslation();
  return (
    <IconButton
      label={t('top_bar.back')}
      icon={ChevronLeft}
      size={26}
      onClick={onClick}
      testId={testId}
    />
  );
};

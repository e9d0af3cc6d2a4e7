import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { IconButton } from './icon-button';

interface SearchButtonProps {
  label: string;
  onClick: () => void;
  /** Set when the button opens a panel in place (the lottery's), not a dialog. */
  expanded?: boolean;
  testId: string;
}

/** The magnifier at the end of a list's header (§2.8 games, §2.9 lottery). */
export const SearchButton = ({ label, onClick, expanded, testId }: SearchButtonProps) => (
  <IconButton label={label} icon={Search} onClick={onClick} expanded={expanded} testId={testId} />
);

interface RemovableChipProps {
  text: string;
  /** The button's accessible name: what a tap removes. */
  removeLabel: string;
  onRemove: () => void;
  className: string;
  /** A class for the text, where a long value is cut with an ellipsis. */
  textClassName?: string;
  testId?: string;
}

/** An active filter shown as a chip; a tap removes it (§2.8, §2.9). */
export const RemovableChip = ({
  text,
  removeLabel,
  onRemove,
  className,
  textClassName,
  testId,
}: RemovableChipProps) => (
  <button
    type="button"
    className={className}
    aria-label={removeLabel}
    onClick={onRemove}
    data-testid={testId}
  >
    {textClassName ? <span className={textClassName}>{text}</span> : text}
    <X size={14} aria-hidden="true" />
  </button>
);

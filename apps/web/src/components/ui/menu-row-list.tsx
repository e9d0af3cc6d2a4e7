import { useId, useState, type ReactNode } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';

interface MenuRowListProps {
  Icon: typeof ChevronDown;
  label: string;
  /** What the row says on its right, before the chevron. */
  value?: ReactNode;
  toggleTestId?: string;
  /** The list, drawn while open: `id` is the one the row controls; `close` closes it. */
  children: (list: { id: string; close: () => void }) => ReactNode;
}

/** A side panel's row that opens and closes the list under it (languages, promotions). */
export const MenuRowList = ({ Icon, label, value, toggleTestId, children }: MenuRowListProps) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="menu-row"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        data-testid={toggleTestId}
      >
        <Icon className="menu-row__icon" size={22} aria-hidden="true" />
        <span className="menu-row__label">{label}</span>
        {value}
        <ChevronDown
          className={`menu-row__chevron ${open ? 'is-open' : ''}`}
          size={18}
          aria-hidden="true"
        />
      </button>
      {open ? children({ id, close: () => setOpen(false) }) : null}
    </>
  );
};

import type { ReactNode } from 'react';

interface ActionButtonProps {
  /** The main action of its row is primary; the others (close, cancel, a way aside) are ghosts. */
  kind: 'primary' | 'ghost';
  onClick: () => void;
  testId?: string;
  disabled?: boolean;
  /** Full width, alone on its row. */
  block?: boolean;
  children: ReactNode;
}

/** A button that acts on a tap, not a form's submit (that is SubmitButton). */
export const ActionButton = ({
  kind,
  onClick,
  testId,
  disabled,
  block = false,
  children,
}: ActionButtonProps) => (
  <button
    type="button"
    className={`button button--${kind}${block ? ' button--block' : ''}`}
    onClick={onClick}
    disabled={disabled}
    data-testid={testId}
  >
    {children}
  </button>
);

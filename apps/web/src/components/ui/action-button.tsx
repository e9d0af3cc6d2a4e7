import type { ReactNode } from 'react';

/** The main action of its row is primary; the others (close, cancel, a way aside) are ghosts. */
export type ButtonKind = 'primary' | 'ghost';

/** A button's classes: its kind, and full width when it stands alone on its row. */
export const buttonClass = (kind: ButtonKind, block: boolean) =>
  `button button--${kind}${block ? ' button--block' : ''}`;

interface ActionButtonProps {
  kind: ButtonKind;
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
    className={buttonClass(kind, block)}
    onClick={onClick}
    disabled={disabled}
    data-testid={testId}
  >
    {children}
  </button>
);

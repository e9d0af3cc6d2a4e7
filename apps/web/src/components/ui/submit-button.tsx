import type { ReactNode } from 'react';
import { buttonClass, type ButtonKind } from './action-button';

interface SubmitButtonProps {
  /** A submit of the form is out: the button is idle and says so. */
  pending: boolean;
  testId: string;
  children: ReactNode;
  /** Other reasons the form cannot be sent yet. */
  disabled?: boolean;
  kind?: ButtonKind;
  /** Beside other buttons in a row, not the full width. */
  inline?: boolean;
}

/** The button that submits a form, idle while its request is out (see useSingleSubmit). */
export const SubmitButton = ({
  pending,
  testId,
  children,
  disabled = false,
  kind = 'primary',
  inline = false,
}: SubmitButtonProps) => (
  <button
    type="submit"
    className={buttonClass(kind, !inline)}
    disabled={pending || disabled}
    aria-busy={pending || undefined}
    data-testid={testId}
  >
    {children}
  </button>
);

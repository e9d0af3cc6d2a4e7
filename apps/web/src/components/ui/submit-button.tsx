import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** A submit of the form is out: the button is idle and says so. */
  pending: boolean;
  testId: string;
  children: ReactNode;
  /** Other reasons the form cannot be sent yet. */
  disabled?: boolean;
  className?: string;
}

/** The button that submits a form, idle while its request is out (see useSingleSubmit). */
export const SubmitButton = ({
  pending,
  testId,
  children,
  disabled = false,
  className = 'button button--primary button--block',
}: SubmitButtonProps) => (
  <button
    type="submit"
    className={className}
    disabled={pending || disabled}
    aria-busy={pending || undefined}
    data-testid={testId}
  >
    {children}
  </button>
);

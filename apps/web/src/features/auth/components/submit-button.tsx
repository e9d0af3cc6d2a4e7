import type { ReactNode } from 'react';

interface Props {
  submitting: boolean;
  testId: string;
  children: ReactNode;
}

/** The full-width primary button that submits an auth form, idle while a request is out. */
export const SubmitButton = ({ submitting, testId, children }: Props) => (
  <button
    type="submit"
    className="button button--primary button--block"
    disabled={submitting}
    data-testid={testId}
  >
    {children}
  </button>
);

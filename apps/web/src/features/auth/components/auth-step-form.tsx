import type { FormEvent, ReactNode } from 'react';

interface AuthStepFormProps {
  title: string;
  hint: string;
  onSubmit: (event: FormEvent) => unknown;
  testId: string;
  children: ReactNode;
}

/** A step of signing in (a second factor, an identity's registration): its title, hint and form. */
export const AuthStepForm = ({ title, hint, onSubmit, testId, children }: AuthStepFormProps) => (
  <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid={testId}>
    <h2 className="auth-page__subtitle">{title}</h2>
    <p className="auth-form__hint">{hint}</p>
    {children}
  </form>
);

import type { ReactNode } from 'react';

interface SectionProps {
  title: string;
  testId: string;
  children: ReactNode;
  action?: ReactNode;
}

/** One card of the security centre, its heading first. */
export const Section = ({ title, testId, children, action }: SectionProps) => (
  <section className="card account-section" data-testid={testId} aria-label={title}>
    <div className="account-section__head">
      <h2 className="account-section__title">{title}</h2>
      {action}
    </div>
    {children}
  </section>
);

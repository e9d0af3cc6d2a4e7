import type { ReactNode } from 'react';

interface ProtectionSectionProps {
  title: string;
  testId: string;
  hint?: string;
  children: ReactNode;
}

/** One card of the responsible-gaming page, its heading first. */
export const ProtectionSection = ({ title, testId, hint, children }: ProtectionSectionProps) => (
  <section className="card protection-section" data-testid={testId} aria-label={title}>
    <h2 className="protection-section__title">{title}</h2>
    {hint ? <p className="protection-muted">{hint}</p> : null}
    {children}
  </section>
);

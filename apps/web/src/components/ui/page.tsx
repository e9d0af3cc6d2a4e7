import type { ReactNode } from 'react';

interface PageProps {
  /** Becomes data-testid="page-<name>" for the end-to-end tests. */
  name: string;
  children: ReactNode;
  className?: string;
}

export const Page = ({ name, children, className = '' }: PageProps) => (
  <section className={`page ${className}`} data-testid={`page-${name}`}>
    {children}
  </section>
);

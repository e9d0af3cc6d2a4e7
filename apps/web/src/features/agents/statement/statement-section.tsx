import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { AgentSection } from '../components/agent-section';

/**
 * One list of the statement: its title, a line when the range has none, else the list with a
 * row an item.
 */
export function StatementSection<T>({
  titleKey,
  emptyKey,
  testId,
  items,
  children,
}: {
  titleKey: string;
  emptyKey: string;
  testId: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AgentSection title={t(titleKey)}>
      {items.length === 0 ? (
        <p className="agents-muted">{t(emptyKey)}</p>
      ) : (
        <ul className="agents-list" data-testid={testId}>
          {items.map(children)}
        </ul>
      )}
    </AgentSection>
  );
}

/** A row of a statement list: what it is on the left, its amount (and state) on the right. */
export const StatementRow = ({
  testId,
  state,
  name,
  figures,
}: {
  testId: string;
  state?: string;
  name: ReactNode;
  figures: ReactNode;
}) => (
  <li className="contracts-statement" data-testid={testId} data-state={state}>
    <span className="agents-list__name">{name}</span>
    <span className="agents-list__figures">{figures}</span>
  </li>
);

import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';

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
  const id = useId();
  return (
    <section className="card agents-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="agents-section__title">
        {t(titleKey)}
      </h3>
      {items.length === 0 ? (
        <p className="agents-muted">{t(emptyKey)}</p>
      ) : (
        <ul className="agents-list" data-testid={testId}>
          {items.map(children)}
        </ul>
      )}
    </section>
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

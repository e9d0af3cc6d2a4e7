import type { ReactNode } from 'react';

interface RewardListProps<T> {
  /** The id of its title, which names the card. */
  id: string;
  title: string;
  /** What the card says where there is no row. */
  none: string;
  rows: readonly T[];
  testId?: string;
  children: (row: T, index: number) => ReactNode;
}

/** A card of rewards or friends: its title, then a row each (a `reward-list__item`), or `none`. */
export function RewardList<T>({ id, title, none, rows, testId, children }: RewardListProps<T>) {
  return (
    <section className="card" aria-labelledby={id}>
      <h3 id={id} className="engagement-section-title">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="engagement-note">{none}</p>
      ) : (
        <ul className="reward-list" data-testid={testId}>
          {rows.map(children)}
        </ul>
      )}
    </section>
  );
}

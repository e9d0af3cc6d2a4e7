import type { KeyboardEvent } from 'react';

interface ListTabsProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  label: string;
  labelOf: (tab: T) => string;
  onSelect: (tab: T) => void;
  testId?: string;
}

/** A row of tabs that scrolls sideways when it does not fit; arrow keys move between tabs. */
export const ListTabs = <T extends string>({
  tabs,
  selected,
  label,
  labelOf,
  onSelect,
  testId,
}: ListTabsProps<T>) => {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = tabs.indexOf(selected);
    const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (next) onSelect(next);
  };
  return (
    <div
      className="list-tabs"
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          tabIndex={tab === selected ? 0 : -1}
          className={`list-tabs__tab ${tab === selected ? 'list-tabs__tab--on' : ''}`}
          onClick={() => onSelect(tab)}
          data-tab={tab}
        >
          {labelOf(tab)}
        </button>
      ))}
    </div>
  );
};

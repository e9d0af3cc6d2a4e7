import { useEffect, useRef, type KeyboardEvent } from 'react';
import { TAB_BAR_PAGE_SIZE } from '@lotto/contract';

interface ListTabsProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  label: string;
  labelOf: (tab: T) => string;
  onSelect: (tab: T) => void;
  testId?: string;
}

/**
 * A row of tabs; arrow keys move between tabs. Up to §9's page of 5 tabs share the row; with more
 * the row scrolls sideways and keeps the chosen tab in the middle of what shows (§4).
 */
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
  const paged = tabs.length > TAB_BAR_PAGE_SIZE;
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = row.current;
    const tab = bar?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!paged || !bar || !tab) return;
    // scrollTo on the row, not scrollIntoView, which would also scroll the page.
    bar.scrollTo({ left: tab.offsetLeft - (bar.clientWidth - tab.offsetWidth) / 2 });
  }, [paged, selected]);
  return (
    <div
      ref={row}
      className={`list-tabs ${paged ? 'list-tabs--paged' : 'list-tabs--fit'}`}
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

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { TAB_BAR_PAGE_SIZE } from '@lotto/contract';
import { ListTabs } from './list-tabs';

const tabsOf = (n: number) => Array.from({ length: n }, (_, i) => `T${i}`);

const renderTabs = (tabs: string[], selected: string) =>
  render(
    <ListTabs
      tabs={tabs}
      selected={selected}
      label="Categories"
      labelOf={(t) => t}
      onSelect={() => undefined}
    />,
  );

describe('§4 the tab bar pages at 5 tabs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('up to a page of tabs share the row and never scroll it', () => {
    const scrollTo = vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(() => {});
    const { getByRole } = renderTabs(tabsOf(TAB_BAR_PAGE_SIZE), 'T4');
    expect(getByRole('tablist').className).toContain('list-tabs--fit');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('with more, the row scrolls to keep the chosen tab in view', () => {
    const scrollTo = vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(() => {});
    const tabs = tabsOf(TAB_BAR_PAGE_SIZE + 3);
    const { getByRole, rerender } = renderTabs(tabs, 'T0');
    expect(getByRole('tablist').className).toContain('list-tabs--paged');
    const calls = scrollTo.mock.calls.length;
    rerender(
      <ListTabs
        tabs={tabs}
        selected="T7"
        label="Categories"
        labelOf={(t) => t}
        onSelect={() => undefined}
      />,
    );
    expect(scrollTo.mock.calls.length).toBe(calls + 1);
  });
});

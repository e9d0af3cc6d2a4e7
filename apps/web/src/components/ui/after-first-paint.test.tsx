import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderProgressively } from './after-first-paint';

const items = Array.from({ length: 8 }, (_, i) => `item ${i}`);

const List = ({ list }: { list: readonly string[] }) => (
  <ul>
    {renderProgressively(list, {
      first: 3,
      chunk: 2,
      render: (item) => <li key={item}>{item}</li>,
      placeholder: (item) => <li key={item} data-testid="placeholder" />,
    })}
  </ul>
);

describe('renderProgressively', () => {
  it('renders the first items at once and holds the place of the rest', () => {
    render(<List list={items} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'item 0',
      'item 1',
      'item 2',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(screen.getAllByTestId('placeholder')).toHaveLength(5);
  });

  it('renders the rest in later tasks, in order, and nothing twice', async () => {
    render(<List list={items} />);
    expect(await screen.findByText('item 7')).toBeTruthy();
    expect(screen.queryAllByTestId('placeholder')).toHaveLength(0);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(items);
  });

  it('shows the items of chunks already painted at once when the list changes', async () => {
    let setList: (list: readonly string[]) => void = () => undefined;
    const Host = () => {
      const [list, set] = useState<readonly string[]>(items);
      setList = set;
      return <List list={list} />;
    };
    render(<Host />);
    await screen.findByText('item 7');
    const next = items.map((item) => `${item} new`);
    act(() => setList(next));
    expect(screen.queryAllByTestId('placeholder')).toHaveLength(0);
    expect(screen.getByText('item 7 new')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { checkedInOrder } from './checked-form';

type Values = Record<'amount' | 'name', string>;
const options = {} as ResolverOptions<Values>;
const rules = (every = false) =>
  checkedInOrder(
    ['amount', 'name'],
    [
      ['amount', (v) => (v.amount === '' ? 'amount needed' : null)],
      ['name', (v) => (v.name.length < 2 ? 'name too short' : null)],
      ['root', (v) => (v.amount === '0' ? 'nothing to send' : null)],
    ],
    { every },
  );

describe('checkedInOrder', () => {
  it('shows only the first failing rule, in the order the player reads the fields', async () => {
    const result = await rules()({ amount: '', name: '' }, undefined, options);
    expect(result.errors).toEqual({ amount: { type: 'custom', message: 'amount needed' } });
    expect(result.values).toEqual({});
  });

  it('shows every failing rule with `every`, a form-level one under root', async () => {
    const result = await rules(true)({ amount: '0', name: 'a' }, undefined, options);
    expect(Object.keys(result.errors)).toEqual(['name', 'root']);
  });

  it('passes the listed fields on, an untouched one as empty text', async () => {
    const raw = { amount: '10', name: 'Somchai', extra: 'x' } as unknown as Values;
    expect(await rules()(raw, undefined, options)).toEqual({
      values: { amount: '10', name: 'Somchai' },
      errors: {},
    });
    const untouched = await checkedInOrder(['amount', 'note'], [])(
      { amount: '5' } as Record<'amount' | 'note', string>,
      undefined,
      {} as ResolverOptions<Record<'amount' | 'note', string>>,
    );
    expect(untouched.values).toEqual({ amount: '5', note: '' });
  });

  it('keeps a checkbox or a number as it is, for a form that names its values', async () => {
    type Choices = { agree: boolean; minutes: number; note: string };
    const choices = checkedInOrder<keyof Choices, Choices>(
      ['agree', 'minutes', 'note'],
      [['agree', (v) => (v.agree ? null : 'agree first')]],
    );
    const options = {} as ResolverOptions<Choices>;
    expect(await choices({ agree: true, minutes: 15, note: 'x' }, undefined, options)).toEqual({
      values: { agree: true, minutes: 15, note: 'x' },
      errors: {},
    });
    const refused = await choices({ agree: false, minutes: 15, note: '' }, undefined, options);
    expect(refused.errors).toEqual({ agree: { type: 'custom', message: 'agree first' } });
  });
});

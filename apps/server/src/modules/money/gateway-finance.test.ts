import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';
import { moneyMember } from './money.test-support';

describe('finance and gateway deposits', () => {
  let t: TestApp;
  const clock = movableClock();
  let finance: string;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const { tokens } = await operatorsOfRoles(t, clock, ['owner', 'finance']);
    finance = tokens.get('finance')!;
  });
  afterAll(() => t.close());

  it('finance sees a pending gateway deposit but cannot decide it: its callback does', async () => {
    const m = await moneyMember(t.database.db);
    const d = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/deposit/gateway',
        headers: m.headers,
        payload: { amount: '300', idempotencyKey: 'finance-gateway-1' },
      })
    ).json().value;
    const open = (await get(t, '/ops/finance/deposits?state=open', finance)).json().value;
    expect(open).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: d.id, method: 'gateway' })]),
    );
    for (const action of ['credit', 'reject']) {
      const decided = await post(t, '/ops/finance/deposits/decide', { id: d.id, action }, finance);
      expect(decided.statusCode).toBe(409);
      expect(decided.json().code).toBe('WRONG_STATE');
    }
    const status = await t.app.inject({ url: `/wps/deposit?id=${d.id}`, headers: m.headers });
    expect(status.json().value.state).toBe('pending');
  });
});

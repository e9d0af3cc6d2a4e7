import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@lotto/contract';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';
import { sumOfLedger } from './points.repository';

const item = {
  code: 'gold-coin',
  nameEn: 'Gold coin',
  nameTh: 'เหรียญทอง',
  descriptionEn: 'Shiny',
  descriptionTh: 'เงาวับ',
  imageUrl: null,
  price: 25,
  stock: 2,
  active: true,
};

describe('engagement in the console: mall items and points adjustments', () => {
  let t: TestApp;
  const clock = movableClock();
  let tokens: Map<OperatorRole, string>;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    ({ tokens } = await operatorsOfRoles(t, clock, [
      'owner',
      'content',
      'support',
      'finance',
      'read_only',
    ]));
  });
  afterAll(() => t.close());

  const token = (role: OperatorRole) => tokens.get(role)!;
  const auditOf = async (action: string) =>
    (await get(t, `/ops/audit?action=${action}`, token('owner'))).json().value;

  it('content and owner create and change items; support, finance and read-only may not', async () => {
    for (const role of ['support', 'finance', 'read_only'] as const) {
      const res = await post(t, '/ops/engagement/mall-items', item, token(role));
      expect(res.statusCode, role).toBe(403);
    }
    expect((await post(t, '/ops/engagement/mall-items', item)).statusCode).toBe(401);
    const created = await post(t, '/ops/engagement/mall-items', item, token('content'));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id;
    const changed = await post(
      t,
      '/ops/engagement/mall-items',
      { ...item, id, stock: 7, price: 30 },
      token('owner'),
    );
    expect(changed.json().value).toMatchObject({ id, stock: 7, price: 30, redeemed: 0 });
    const dup = await post(t, '/ops/engagement/mall-items', item, token('content'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().value.fields).toHaveProperty('code');
    const negative = await post(
      t,
      '/ops/engagement/mall-items',
      { ...item, code: 'neg', stock: -1 },
      token('content'),
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().value.fields).toHaveProperty('stock');

    for (const role of ['content', 'support', 'read_only'] as const) {
      const list = await get(t, '/ops/engagement/mall-items', token(role));
      expect(list.statusCode, role).toBe(200);
    }
    expect((await get(t, '/ops/engagement/mall-items', token('finance'))).statusCode).toBe(403);
    const audit = await auditOf('mall_item.update');
    expect(audit.list[0]).toMatchObject({
      operator: 'owner1',
      targetType: 'mall_item',
      targetId: String(id),
    });
    expect(audit.list[0].before).toMatchObject({ stock: 2 });
    expect(audit.list[0].after).toMatchObject({ stock: 7 });
    // The player's mall shows it at once.
    const shown = (await t.app.inject({ url: '/wps/engagement/mall/items' })).json().value;
    expect(shown.find((i: { id: number }) => i.id === id)).toMatchObject({ price: 30, stock: 7 });
  });

  it('support and owner adjust points, once per requestId, never below zero; audited', async () => {
    const m = await memberWithSession(t.database.db);
    const adjust = (role: OperatorRole, amount: number, requestId: string) =>
      post(
        t,
        '/ops/engagement/points/adjust',
        { memberId: m.member.id, amount, note: 'goodwill', requestId },
        token(role),
      );
    for (const role of ['content', 'finance', 'read_only'] as const)
      expect((await adjust(role, 10, `deny-${role}-1`)).statusCode, role).toBe(403);
    const first = await adjust('support', 100, 'adjust-0001');
    expect(first.json().value).toEqual({ balance: 100, applied: true });
    expect((await adjust('support', 100, 'adjust-0001')).json().value).toEqual({
      balance: 100,
      applied: false,
    });
    const below = await adjust('owner', -101, 'adjust-0002');
    expect(below.statusCode).toBe(409);
    expect(below.json().value.fields).toHaveProperty('amount');
    expect((await adjust('owner', -40, 'adjust-0003')).json().value.balance).toBe(60);
    const zero = await adjust('owner', 0, 'adjust-0004');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().value.fields).toHaveProperty('amount');

    const view = await get(t, `/ops/engagement/points?memberId=${m.member.id}`, token('read_only'));
    expect(view.json().value).toMatchObject({ balance: 60, earned: 100, spent: 40 });
    expect(view.json().value.entries[0]).toMatchObject({ amount: -40, reason: 'adjustment' });
    expect(await sumOfLedger(t.database.db, m.member.id)).toBe(60);
    const audit = await auditOf('points.adjust');
    expect(audit.list).toHaveLength(2);
    expect(audit.list.map((e: { targetId: string }) => e.targetId)).toEqual([
      String(m.member.id),
      String(m.member.id),
    ]);
    // The player sees the adjustment in their points.
    const mine = await t.app.inject({ url: '/wps/engagement/points', headers: m.headers });
    expect(mine.json().value.balance).toBe(60);
  });

  it('a member of another merchant is not found', async () => {
    const other = await memberWithSession(t.database.db, { merchantCode: 'OTHER' });
    const res = await post(
      t,
      '/ops/engagement/points/adjust',
      { memberId: other.member.id, amount: 5, note: 'x', requestId: 'other-merchant' },
      token('owner'),
    );
    expect(res.statusCode).toBe(404);
  });
});

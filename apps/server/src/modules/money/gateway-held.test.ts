import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, deposits } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { houseBalance, memberBalances, postLedgerTransaction } from '../ledger/ledger.service';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';
import { createGatewayOutbox } from './gateway-outbox';
import { moneyMember } from './money.test-support';
import { gatewayCallHeaders } from './payment-gateway';

const KEY = 'test-gateway-key-0123456789abcdef012345';
const UNIT = 10_000n;
const CALLBACK = '/wps/deposit/gateway/demo/callback';

/**
 * A payment the gateway reports paid is never dropped. One the platform cannot apply by
 * itself is held for finance; the daily reconciliation lists paid payments not credited; finance
 * holds, releases or reverses a credited gateway deposit the gateway disputes.
 */
describe('gateway payments held for finance, reconciliation and disputes', () => {
  let t: TestApp;
  const clock = movableClock();
  let finance: string;
  let support: string;
  let seq = 0;
  const key = () => `held-${Date.now().toString(36)}-${seq++}`;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock, gatewayKey: KEY });
    const { tokens } = await operatorsOfRoles(t, clock, ['owner', 'finance', 'support']);
    finance = tokens.get('finance')!;
    support = tokens.get('support')!;
  });
  afterAll(() => t.close());

  const cash = async (memberId: number) =>
    (await memberBalances(t.database.db, memberId, 'THB')).cash;
  const callback = (body: object) => {
    const text = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: gatewayCallHeaders(KEY, text, clock.clock()),
      payload: text,
    });
  };
  const outbox = () =>
    createGatewayOutbox(t.database.db, clock.clock, KEY, (request) => t.app.inject(request));
  async function opened(amount = '400') {
    const m = await moneyMember(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/deposit/gateway',
      headers: m.headers,
      payload: { amount, idempotencyKey: key() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const deposit = res.json().value;
    const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, deposit.id));
    return { m, deposit, row: row! };
  }
  const heldList = async () =>
    (await get(t, '/ops/finance/gateway/held?state=all', finance)).json().value as {
      id: number;
      txId: string;
      reason: string;
      depositId: number | null;
      username: string | null;
      resolution: string | null;
    }[];

  it('a paid payment the platform did not open is held, acknowledged, and credited once by finance', async () => {
    const o = await opened();
    const before = await cash(o.m.member.id);
    const res = await callback({
      txId: 'DGnotOpenedByUs0001',
      reference: o.row.reference,
      amount: '400.0000',
      currency: 'THB',
      status: 'paid',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ applied: false, state: 'held' });
    // The gateway sending it again is acknowledged the same way, and held once.
    const again = await callback({
      txId: 'DGnotOpenedByUs0001',
      reference: o.row.reference,
      amount: '400.0000',
      currency: 'THB',
      status: 'paid',
    });
    expect(again.json().value).toEqual({ applied: false, state: 'held' });
    expect(await cash(o.m.member.id)).toBe(before);
    const held = (await heldList()).filter((h) => h.txId === 'DGnotOpenedByUs0001');
    expect(held).toEqual([
      expect.objectContaining({
        reason: 'unknown_payment',
        depositId: o.deposit.id,
        username: o.m.member.username,
        resolution: null,
      }),
    ]);
    const refused = await post(
      t,
      '/ops/finance/gateway/held/resolve',
      { id: held[0]!.id, action: 'credit' },
      support,
    );
    expect(refused.statusCode).toBe(403);
    const credited = await post(
      t,
      '/ops/finance/gateway/held/resolve',
      { id: held[0]!.id, action: 'credit' },
      finance,
    );
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json().value).toMatchObject({ resolution: 'credited' });
    expect(await cash(o.m.member.id)).toBe(before + 400n * UNIT);
    const twice = await post(
      t,
      '/ops/finance/gateway/held/resolve',
      { id: held[0]!.id, action: 'credit' },
      finance,
    );
    expect(twice.statusCode).toBe(409);
    expect(await cash(o.m.member.id)).toBe(before + 400n * UNIT);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'gateway.held.credit'),
          eq(auditLog.targetId, 'demo:DGnotOpenedByUs0001'),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it('a payment paid after its deposit was rejected is held; one naming no deposit can only be refunded', async () => {
    const o = await opened('150');
    const body = {
      txId: o.row.gatewayTxId!,
      reference: o.row.reference,
      amount: '150.0000',
      currency: 'THB',
    };
    expect((await callback({ ...body, status: 'cancelled' })).json().value).toMatchObject({
      state: 'rejected',
    });
    expect((await callback({ ...body, status: 'paid' })).json().value).toEqual({
      applied: false,
      state: 'held',
    });
    expect((await heldList()).find((h) => h.txId === body.txId)).toMatchObject({
      reason: 'deposit_decided',
      depositId: o.deposit.id,
    });

    const stranger = await callback({
      txId: 'DGstrangerPayment01',
      reference: 'DFFFFFFFFFFFF',
      amount: '99.0000',
      currency: 'THB',
      status: 'paid',
    });
    expect(stranger.json().value).toEqual({ applied: false, state: 'held' });
    const held = (await heldList()).find((h) => h.txId === 'DGstrangerPayment01')!;
    expect(held).toMatchObject({ depositId: null, username: null });
    const credit = await post(
      t,
      '/ops/finance/gateway/held/resolve',
      { id: held.id, action: 'credit' },
      finance,
    );
    expect(credit.statusCode).toBe(409);
    const refunded = await post(
      t,
      '/ops/finance/gateway/held/resolve',
      { id: held.id, action: 'refunded' },
      finance,
    );
    expect(refunded.json().value).toMatchObject({ resolution: 'refunded' });
    // A cancellation of a payment nobody opened is still refused: there is no money to keep.
    const cancelled = await callback({
      txId: 'DGstrangerPayment02',
      reference: 'DFFFFFFFFFFFF',
      amount: '99.0000',
      currency: 'THB',
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(404);
  });

  it("the day's reconciliation lists a paid payment until its deposit is credited", async () => {
    const o = await opened('275');
    await t.app.inject({ method: 'POST', url: `${o.deposit.payUrl}/pay` });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(
      clock.clock(),
    );
    const before = (await get(t, `/ops/finance/gateway/reconciliation?day=${day}`, finance)).json()
      .value;
    expect(before.uncredited).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          txId: o.row.gatewayTxId,
          depositId: o.deposit.id,
          depositState: 'pending',
          amount: '275.0000',
          held: false,
        }),
      ]),
    );
    await outbox().deliverDue();
    const after = (await get(t, `/ops/finance/gateway/reconciliation?day=${day}`, finance)).json()
      .value;
    expect(after.paid).toBeGreaterThanOrEqual(1);
    expect(after.uncredited.map((u: { txId: string }) => u.txId)).not.toContain(o.row.gatewayTxId);
    const bad = await get(t, '/ops/finance/gateway/reconciliation?day=yesterday', finance);
    expect(bad.statusCode).toBe(400);
  });

  it('finance holds a disputed gateway deposit, then releases or reverses it through the ledger', async () => {
    const paid = async (amount: string) => {
      const o = await opened(amount);
      await t.app.inject({ method: 'POST', url: `${o.deposit.payUrl}/pay` });
      await outbox().deliverDue();
      return o;
    };
    const a = await paid('500');
    // The member spends 200 of it before the dispute.
    await postLedgerTransaction(t.database.db, {
      merchantCode: 'DEMO',
      currency: 'THB',
      kind: 'bet',
      idempotencyKey: `spend-${a.deposit.id}`,
      memberId: a.m.member.id,
      entries: [
        { account: { member: a.m.member.id, kind: 'cash' }, amount: -200n * UNIT },
        { account: { house: 'game_revenue' }, amount: 200n * UNIT },
      ],
    });
    const dispute = (id: number, action: string, token = finance) =>
      post(t, '/ops/finance/deposits/dispute', { id, action, note: 'chargeback 4312' }, token);
    expect((await dispute(a.deposit.id, 'hold', support)).statusCode).toBe(403);
    const held = await dispute(a.deposit.id, 'hold');
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().value).toMatchObject({
      state: 'held',
      heldAmount: '300.0000',
      uncovered: '200.0000',
    });
    let balances = await memberBalances(t.database.db, a.m.member.id, 'THB');
    expect(balances.cash).toBe(0n);
    expect((await dispute(a.deposit.id, 'hold')).statusCode).toBe(409);
    expect((await dispute(a.deposit.id, 'release')).json().value.state).toBe('released');
    balances = await memberBalances(t.database.db, a.m.member.id, 'THB');
    expect(balances.cash).toBe(300n * UNIT);
    expect((await dispute(a.deposit.id, 'reverse')).statusCode).toBe(409);

    const b = await paid('120');
    const chargebacks = await houseBalance(t.database.db, 'DEMO', 'THB', 'chargebacks');
    await dispute(b.deposit.id, 'hold');
    expect((await dispute(b.deposit.id, 'reverse')).json().value.state).toBe('reversed');
    expect(await cash(b.m.member.id)).toBe(0n);
    expect(await houseBalance(t.database.db, 'DEMO', 'THB', 'chargebacks')).toBe(
      chargebacks + 120n * UNIT,
    );
    const list = (await get(t, '/ops/finance/deposits/disputes', finance)).json().value;
    expect(list.map((d: { depositId: number }) => d.depositId)).toEqual(
      expect.arrayContaining([a.deposit.id, b.deposit.id]),
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(b.deposit.id)));
    expect(audit.map((r) => r.action)).toEqual(
      expect.arrayContaining(['deposit.dispute.hold', 'deposit.dispute.reverse']),
    );

    // Only a credited gateway deposit can be disputed.
    const pending = await opened('130');
    expect((await dispute(pending.deposit.id, 'hold')).statusCode).toBe(409);
  });
});

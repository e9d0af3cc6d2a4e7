import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { merchantConfig, type MerchantConfig } from '@lotto/contract';
import { deposits, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { buildTestApp, demoMerchant, type TestApp } from '../../../test/helpers/build-test-app';
import { get, movableClock, operatorsOfRoles } from '../ops/ops.test-support';
import { createGatewayOutbox } from './gateway-outbox';
import { moneyMember } from './money.test-support';
import { moneySimulatorsOf, productionRefusal } from './money-simulators';

const KEY = 'test-gateway-key-0123456789abcdef012345';
let seq = 0;
const key = () => `sim-${Date.now().toString(36)}-${seq++}`;

describe('money simulators (issue 28)', () => {
  it('a merchant file without a money block offers no gateway', () => {
    const { money: _omitted, ...withoutMoney } = demoMerchant();
    const parsed = merchantConfig.parse(withoutMoney);
    expect(parsed.money.gateway.enabled).toBe(false);
    expect(moneySimulatorsOf(parsed)).toEqual([]);
    expect(productionRefusal(parsed)).toBeNull();
  });

  it('the demo merchant turns the demo gateway on, and production refuses it by name', () => {
    const demo = demoMerchant();
    expect(demo.money.gateway).toMatchObject({ enabled: true, gateway: 'demo' });
    expect(productionRefusal(demo)).toMatch(/money\.gateway\.enabled: .*demo gateway/);
  });

  describe('where simulators are off, as in production', () => {
    let t: TestApp;
    const clock = movableClock();
    let owner: string;
    beforeAll(async () => {
      t = await buildTestApp(undefined, { clock: clock.clock, allowSimulators: false });
      owner = (await operatorsOfRoles(t, clock, ['owner'])).tokens.get('owner')!;
    });
    afterAll(() => t.close());

    it('never offers the demo gateway, opens no payment and serves no demo page', async () => {
      const m = await moneyMember(t.database.db);
      const methods = await t.app.inject({ url: '/wps/deposit/methods', headers: m.headers });
      const offered = methods.json().value.methods.map((x: { method: string }) => x.method);
      expect(offered).not.toContain('gateway');
      expect(offered).toContain('promptPay');
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/deposit/gateway',
        headers: { ...m.headers, language: 'th' },
        payload: { amount: '500', idempotencyKey: key() },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('METHOD_UNAVAILABLE');
      expect(await t.database.db.select().from(deposits)).toEqual([]);
      expect((await t.app.inject({ url: '/pay/demo/DGabcdefghijkl' })).statusCode).toBe(404);
      const callback = await t.app.inject({
        method: 'POST',
        url: '/wps/deposit/gateway/demo/callback',
        payload: {
          txId: 'DGabcdefghijkl',
          reference: 'D0000000',
          amount: '1',
          currency: 'THB',
          status: 'paid',
        },
      });
      expect(callback.statusCode).toBe(404);
    });

    it('the console cannot turn the demo gateway on', async () => {
      const current = (await get(t, '/ops/merchant/settings', owner)).json().value as {
        version: number;
        config: MerchantConfig;
      };
      const config = structuredClone(current.config);
      config.money.gateway.enabled = true;
      const res = await t.app.inject({
        method: 'PUT',
        url: '/ops/merchant/settings',
        payload: { version: current.version, config },
        headers: { authorization: owner },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().value.fields)).toEqual(['config.money.gateway.enabled']);
      const after = (await get(t, '/ops/merchant/settings', owner)).json().value;
      expect(after.version).toBe(current.version);
    });
  });

  describe('where they are on (development, the demo)', () => {
    let t: TestApp;
    const now = new Date('2026-03-01T05:00:00Z');
    beforeAll(async () => {
      t = await buildTestApp(undefined, { clock: () => now, gatewayKey: KEY });
    });
    afterAll(() => t.close());

    it('what the demo gateway credits is demo credit, from the demo credit account', async () => {
      const m = await moneyMember(t.database.db);
      const opened = await t.app.inject({
        method: 'POST',
        url: '/wps/deposit/gateway',
        headers: m.headers,
        payload: { amount: '500', idempotencyKey: key() },
      });
      const deposit = opened.json().value;
      await t.app.inject({ method: 'POST', url: `${deposit.payUrl}/pay` });
      const outbox = createGatewayOutbox(
        t.database.db,
        () => now,
        KEY,
        (r) => t.app.inject(r),
      );
      expect(await outbox.deliverDue()).toEqual({ sent: 1, acknowledged: 1 });
      const rows = await t.database.db
        .select({ metadata: ledgerTransactions.metadata, house: ledgerAccounts.kind })
        .from(ledgerTransactions)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(ledgerTransactions.idempotencyKey, `deposit:${deposit.id}`),
            eq(ledgerAccounts.kind, 'demo_credit'),
          ),
        );
      expect(rows).toEqual([{ metadata: { demoCredit: true }, house: 'demo_credit' }]);
      // Demo credit is playable, never withdrawable.
      const rules = await t.app.inject({ url: '/wps/withdraw/rules', headers: m.headers });
      expect(rules.json().value.balance).toBe('0.0000');
    });
  });
});

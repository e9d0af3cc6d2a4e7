import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER } from '@lotto/contract';
import { ledgerTransactions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { randomIp } from '../../../test/helpers/accounts';
import { startOfDay } from '../../lib/money-day';
import { moneyMember, PAYMENT_PASSWORD } from '../money/money.test-support';
import { placeUnder } from './hierarchy.service';
import { memberCash } from './member-cash.test-support';
import { units } from './team.test-support';
import { AGENT_TRANSFER_KIND } from './agent-transfer.service';

/** Small bounds of this test's merchant: 10 to 600 a transfer, 1000 an agent's day. */
const LIMITS = { min: '10.00', max: '600.00', dailyMax: '1000.00' };
const MINUTE_MS = 60_000;

describe("agent transfer limits (issue 32): the merchant's bounds per transfer and per day", () => {
  let t: TestApp;
  /** Starts a minute before today's midnight in the merchant's zone (Asia/Bangkok). */
  let now = new Date(startOfDay(new Date(), 'Asia/Bangkok').getTime() - MINUTE_MS);
  beforeAll(async () => {
    t = await buildTestApp((m) => ({ ...m, money: { ...m.money, agentTransfer: LIMITS } }), {
      clock: () => now,
    });
  });
  afterAll(() => t.close());

  type Member = Awaited<ReturnType<typeof moneyMember>>;
  const db = () => t.database.db;
  const { fund, cashOf } = memberCash(() => t);

  async function line() {
    const agent = await moneyMember(db(), { customerType: 41, paymentPassword: true });
    const sub = await moneyMember(db());
    await placeUnder(db(), t.merchant.code, sub.member.id, agent.member.id, 'username');
    await fund(agent, 5000);
    return { agent, sub };
  }
  const transfer = (from: Member, to: Member, amount: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/agent/transfer',
      headers: { ...from.headers, language: 'en', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload: { username: to.member.username, amount, paymentPassword: PAYMENT_PASSWORD },
      remoteAddress: randomIp(),
    });
  const transfers = async (agent: Member) =>
    (
      await db()
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.memberId, agent.member.id))
    ).filter((r) => r.kind === AGENT_TRANSFER_KIND).length;

  /** A 400 naming only `amount`, its code and reason, the text with its figures. */
  function expectRefused(
    res: Awaited<ReturnType<typeof transfer>>,
    code: string,
    reason: string,
    message: string,
  ) {
    expect(res.statusCode, res.body).toBe(400);
    const json = res.json();
    expect(json.code).toBe(code);
    expect(json.value.reason).toBe(reason);
    expect(Object.keys(json.value.fields)).toEqual(['amount']);
    expect(json.message).toBe(message);
  }

  it('refuses under the minimum and over the maximum, moving nothing; the bounds themselves pass', async () => {
    const { agent, sub } = await line();
    expectRefused(
      await transfer(agent, sub, '9.99'),
      'AMOUNT_BELOW_MIN',
      'TRANSFER_BELOW_MIN',
      'A transfer must be at least 10.00',
    );
    expectRefused(
      await transfer(agent, sub, '600.01'),
      'AMOUNT_ABOVE_MAX',
      'TRANSFER_ABOVE_MAX',
      'A transfer can be at most 600.00',
    );
    expect(await transfers(agent)).toBe(0);
    expect(await cashOf(agent)).toBe(units(5000));
    expect((await transfer(agent, sub, '10')).statusCode).toBe(200);
    expect((await transfer(agent, sub, '600')).statusCode).toBe(200);
    expect(await cashOf(sub)).toBe(units(610));
  });

  it("counts the day's total across transfers, and starts again at midnight in the merchant's zone", async () => {
    const { agent, sub } = await line();
    expect((await transfer(agent, sub, '600')).statusCode).toBe(200);
    expectRefused(
      await transfer(agent, sub, '400.01'),
      'DAILY_LIMIT',
      'TRANSFER_DAILY_LIMIT',
      'Your transfers today can total at most 1000.00; 400.00 is left',
    );
    expect(await transfers(agent)).toBe(1);
    expect((await transfer(agent, sub, '400')).statusCode).toBe(200);
    // The team page's answer carries the bounds and what was sent today, for the form.
    const page = await t.app.inject({ url: '/wps/agent/team/members', headers: agent.headers });
    expect(page.json().value.transferLimits).toEqual({
      min: '10.0000',
      max: '600.0000',
      dailyMax: '1000.0000',
      sentToday: '1000.0000',
    });
    expectRefused(
      await transfer(agent, sub, '10'),
      'DAILY_LIMIT',
      'TRANSFER_DAILY_LIMIT',
      'Your transfers today can total at most 1000.00; 0.00 is left',
    );
    // 23:59:59.999 is still the same day; 00:00 in Bangkok is the next.
    now = new Date(now.getTime() + MINUTE_MS - 1);
    expect((await transfer(agent, sub, '10')).statusCode).toBe(400);
    now = new Date(now.getTime() + 1);
    expect((await transfer(agent, sub, '600')).statusCode).toBe(200);
    expect(await transfers(agent)).toBe(3);
    expect(await cashOf(sub)).toBe(units(1600));
  });

  it('two transfers sent at once cannot together pass the day', async () => {
    const { agent, sub } = await line();
    const [a, b] = await Promise.all([transfer(agent, sub, '600'), transfer(agent, sub, '600')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect(await transfers(agent)).toBe(1);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  errorStatus,
  IDEMPOTENCY_KEY_HEADER,
  type AgentTransferValue,
} from '@lotto/contract';
import { ledgerTransactions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { randomIp } from '../../../test/helpers/accounts';
import { PAYMENT_PASSWORD_MAX_FAILURES } from '../money/payment-password.service';
import { moneyMember, PAYMENT_PASSWORD } from '../money/money.test-support';
import { placeUnder } from './hierarchy.service';
import { memberCash } from './member-cash.test-support';
import { units } from './team.test-support';
import { AGENT_TRANSFER_KIND } from './agent-transfer.service';

/** An agent's session type (§6: 41 has the agent option). */
const AGENT_TYPE = 41;

describe('agent transfer (issue 32): agent cash → a team member, one ledger transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  type Member = Awaited<ReturnType<typeof moneyMember>>;
  const db = () => t.database.db;
  const { fund, cashOf } = memberCash(() => t);

  /** An agent with 100 in cash and a payment password, a direct downline and one a level below. */
  async function line() {
    const agent = await moneyMember(db(), { customerType: AGENT_TYPE, paymentPassword: true });
    // A sub-agent (type 1), with a payment password of its own.
    const sub = await moneyMember(db(), { customerType: 1, paymentPassword: true });
    const deep = await moneyMember(db());
    await placeUnder(db(), t.merchant.code, sub.member.id, agent.member.id, 'username');
    await placeUnder(db(), t.merchant.code, deep.member.id, sub.member.id, 'username');
    await fund(agent, 100);
    return { agent, sub, deep };
  }

  const transfer = (from: Member, body: object, key: string | null = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/agent/transfer',
      headers: {
        ...from.headers,
        language: 'en',
        ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
      },
      payload: body,
      remoteAddress: randomIp(),
    });
  const body = (to: Member, amount: string, paymentPassword = PAYMENT_PASSWORD) => ({
    username: to.member.username,
    amount,
    paymentPassword,
  });
  const transfersOf = (agent: Member) =>
    db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.memberId, agent.member.id))
      .then((rows) => rows.filter((r) => r.kind === AGENT_TRANSFER_KIND));

  /** A refusal: the status, the code, the field named, and no money moved. */
  async function expectRefused(
    res: Awaited<ReturnType<typeof transfer>>,
    status: number,
    code: string,
    field: string | null,
    agent: Member,
  ) {
    expect(res.statusCode, res.body).toBe(status);
    const json = res.json();
    expect(json.code).toBe(code);
    if (field) expect(Object.keys(json.value?.fields ?? {})).toContain(field);
    expect(await transfersOf(agent)).toHaveLength(0);
    expect(await cashOf(agent)).toBe(units(100));
  }

  it('moves cash to a downline at any depth; both records show it', async () => {
    const { agent, sub, deep } = await line();
    const res = await transfer(agent, body(deep, '30.50'));
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json<{ value: AgentTransferValue }>().value;
    expect(value).toMatchObject({
      username: deep.member.username,
      amount: '30.5000',
      balance: '69.5000',
    });
    expect(await cashOf(agent)).toBe(units(100) - 305_000n);
    expect(await cashOf(deep)).toBe(305_000n);
    expect(await transfersOf(agent)).toHaveLength(1);
    // The recipient's §3 balance shows it.
    const balance = await t.app.inject({
      method: 'GET',
      url: '/wps/wallet/balance',
      headers: deep.headers,
    });
    expect(balance.json().value.sumBalance).toBe('30.5000');
    expect((await transfer(agent, body(sub, '10'))).statusCode).toBe(200);
    expect(await cashOf(sub)).toBe(units(10));

    for (const [who, amount] of [
      [agent, '-30.5000'],
      [deep, '30.5000'],
    ] as const) {
      const records = await t.app.inject({
        method: 'GET',
        url: `/wps/wallet/reports/transactions?kind=${AGENT_TRANSFER_KIND}`,
        headers: who.headers,
      });
      expect(records.statusCode, records.body).toBe(200);
      const list = records.json().value.list as { kind: string; amount: string }[];
      expect(list.map((r) => r.amount)).toContain(amount);
      expect(list.every((r) => r.kind === AGENT_TRANSFER_KIND)).toBe(true);
    }
  });

  it('refuses a member outside the team, the agent itself, and an unknown name', async () => {
    const { agent } = await line();
    const stranger = await moneyMember(db());
    await expectRefused(
      await transfer(agent, body(stranger, '1')),
      400,
      ErrorCode.NOT_IN_TEAM,
      'username',
      agent,
    );
    await expectRefused(
      await transfer(agent, body(agent, '1')),
      400,
      ErrorCode.NOT_IN_TEAM,
      'username',
      agent,
    );
    await expectRefused(
      await transfer(agent, { ...body(stranger, '1'), username: 'nobody_here_x' }),
      400,
      ErrorCode.NOT_IN_TEAM,
      'username',
      agent,
    );
    // A sub-agent's upline is not in its team.
    const { agent: upper, sub } = await line();
    await fund(sub, 1);
    const up = await transfer(sub, body(upper, '1'));
    expect(up.statusCode).toBe(400);
    expect(up.json().code).toBe(ErrorCode.NOT_IN_TEAM);
  });

  it('refuses a zero, a negative, too many decimals and more than the cash', async () => {
    const { agent, sub } = await line();
    for (const amount of ['0', '-5', 'abc', '']) {
      await expectRefused(
        await transfer(agent, body(sub, amount)),
        400,
        ErrorCode.BAD_REQUEST,
        'amount',
        agent,
      );
    }
    expect(t.merchant.currency.decimals).toBe(2);
    await expectRefused(
      await transfer(agent, body(sub, '1.005')),
      400,
      ErrorCode.AMOUNT_DECIMALS,
      'amount',
      agent,
    );
    await expectRefused(
      await transfer(agent, body(sub, '100.01')),
      400,
      ErrorCode.INSUFFICIENT_BALANCE,
      'amount',
      agent,
    );
    expect((await transfer(agent, body(sub, '100'))).statusCode).toBe(200);
    expect(await cashOf(agent)).toBe(0n);
  });

  it('needs the payment password, set and right, and locks after repeated wrong ones', async () => {
    const { agent, sub } = await line();
    const { paymentPassword: _omit, ...noPassword } = body(sub, '10');
    await expectRefused(
      await transfer(agent, noPassword),
      400,
      ErrorCode.BAD_REQUEST,
      'paymentPassword',
      agent,
    );
    for (let i = 1; i < PAYMENT_PASSWORD_MAX_FAILURES; i++) {
      await expectRefused(
        await transfer(agent, body(sub, '10', '000000')),
        400,
        ErrorCode.PAYMENT_PASSWORD_WRONG,
        'paymentPassword',
        agent,
      );
    }
    await expectRefused(
      await transfer(agent, body(sub, '10', '000000')),
      errorStatus.PAYMENT_PASSWORD_LOCKED,
      ErrorCode.PAYMENT_PASSWORD_LOCKED,
      'paymentPassword',
      agent,
    );
    // Locked: even the right password is refused now.
    const right = await transfer(agent, body(sub, '10'));
    expect(right.json().code).toBe(ErrorCode.PAYMENT_PASSWORD_LOCKED);
    expect(await transfersOf(agent)).toHaveLength(0);

    const unset = await moneyMember(db(), { customerType: AGENT_TYPE });
    const downline = await moneyMember(db());
    await placeUnder(db(), t.merchant.code, downline.member.id, unset.member.id, 'username');
    const res = await transfer(unset, body(downline, '10'));
    expect(res.json().code).toBe(ErrorCode.PAYMENT_PASSWORD_NOT_SET);
  });

  it('refuses a recipient in a time-out, naming username', async () => {
    const { agent, sub } = await line();
    const started = await t.app.inject({
      method: 'POST',
      url: '/wps/member/protection/exclusion',
      headers: { ...sub.headers, language: 'en' },
      payload: { type: 'timeout', duration: '24h' },
      remoteAddress: randomIp(),
    });
    expect(started.statusCode, started.body).toBe(200);
    await expectRefused(
      await transfer(agent, body(sub, '10')),
      403,
      ErrorCode.PROTECTION_EXCLUDED,
      'username',
      agent,
    );
  });

  it('is for agents, not trials, and needs the Idempotency-Key header', async () => {
    const { agent, sub } = await line();
    const player = await moneyMember(db(), { paymentPassword: true });
    const notAgent = await transfer(player, body(sub, '1'));
    expect(notAgent.statusCode).toBe(403);
    expect(notAgent.json().code).toBe(ErrorCode.NOT_AGENT);
    const trial = await moneyMember(db(), { customerType: AGENT_TYPE, isTrial: true });
    const refused = await transfer(trial, body(sub, '1'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ErrorCode.TRIAL_NOT_ALLOWED);
    const noKey = await transfer(agent, body(sub, '1'), null);
    expect(noKey.statusCode).toBe(400);
    expect(await transfersOf(agent)).toHaveLength(0);
  });

  it('a retried key answers the first result and moves money once, also sent at once', async () => {
    const { agent, sub } = await line();
    const key = randomUUID();
    const first = await transfer(agent, body(sub, '20'), key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await transfer(agent, body(sub, '20'), key);
    expect(again.json()).toEqual(first.json());

    const key2 = randomUUID();
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => transfer(agent, body(sub, '30'), key2)),
    );
    const ok = burst.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of burst)
      if (r.statusCode !== 200) expect(r.json().value?.reason).toBe('IDEMPOTENCY_IN_PROGRESS');
    const answers = new Set(ok.map((r) => JSON.stringify(r.json())));
    expect(answers.size).toBe(1);
    // A retry after the burst answers the same first result.
    expect((await transfer(agent, body(sub, '30'), key2)).json()).toEqual(ok[0]!.json());
    expect(await transfersOf(agent)).toHaveLength(2);
    expect(await cashOf(agent)).toBe(units(50));
    expect(await cashOf(sub)).toBe(units(50));
  });

  it('concurrent transfers with different keys cannot overdraw the agent', async () => {
    const { agent, sub, deep } = await line();
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => transfer(agent, body(i % 2 ? sub : deep, '30'))),
    );
    const ok = burst.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(3);
    for (const r of burst.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
      expect(Object.keys(r.json().value.fields)).toEqual(['amount']);
    }
    expect(await cashOf(agent)).toBe(units(10));
    expect((await cashOf(sub)) + (await cashOf(deep))).toBe(units(90));
    expect(await transfersOf(agent)).toHaveLength(3);
  });
});

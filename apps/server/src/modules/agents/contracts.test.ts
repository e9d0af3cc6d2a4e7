import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, type ContractPageValue, type ContractView } from '@lotto/contract';
import { agentContracts, auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { moneyMember } from '../money/money.test-support';
import { placeUnder } from './hierarchy.service';

/** Issue 32: contract offers, the downline's review and the §6 contract check. */
describe('agent contracts: offer, review, contract check (issue 32)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  type Member = Awaited<ReturnType<typeof moneyMember>>;
  const db = () => t.database.db;

  /** A top agent (41), a sub-agent (1) under it, a player under the sub-agent. */
  async function line() {
    const top = await moneyMember(db(), { customerType: 41 });
    const sub = await moneyMember(db(), { customerType: 1 });
    const player = await moneyMember(db());
    await placeUnder(db(), t.merchant.code, sub.member.id, top.member.id, 'username');
    await placeUnder(db(), t.merchant.code, player.member.id, sub.member.id, 'username');
    return { top, sub, player };
  }

  const call = (m: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...m.headers, language: 'en' },
      ...(payload ? { payload } : {}),
    });
  const salary = (to: Member, extra: object = {}) => ({
    username: to.member.username,
    kind: 'daily_salary',
    tiers: [
      { threshold: '1000', activePlayers: 1, rate: '0.5' },
      { threshold: '5000', activePlayers: 3, rate: '1' },
    ],
    ...extra,
  });
  const offer = (from: Member, body: object) => call(from, 'POST', '/wps/agent/contracts', body);
  const page = async (m: Member, which = 'salary') => {
    const res = await call(m, 'GET', `/wps/agent/contract/${which}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: ContractPageValue }>().value;
  };
  const check = async (m: Member) =>
    (await call(m, 'GET', `/wps/agent/contract?token=${encodeURIComponent(m.token)}`)).json<{
      value: Record<string, boolean>;
    }>().value;
  const rowsOf = (m: Member) =>
    db().select().from(agentContracts).where(eq(agentContracts.memberId, m.member.id));

  it('an upline offers a daily salary; the downline sees it awaiting review and the check says so', async () => {
    const { top, sub } = await line();
    expect(await check(sub)).toEqual({
      dailysalreqtype: false,
      divtypecompperiodreq: false,
      contracthoursalreq: false,
    });
    const res = await offer(top, salary(sub));
    expect(res.statusCode, res.body).toBe(200);
    const offered = res.json<{ value: ContractView }>().value;
    expect(offered).toMatchObject({
      kind: 'daily_salary',
      state: 'offered',
      username: sub.member.username,
      upline: top.member.username,
      tiers: [
        { threshold: '1000.0000', activePlayers: 1, rate: '0.50' },
        { threshold: '5000.0000', activePlayers: 3, rate: '1.00' },
      ],
      period: null,
      carryOver: false,
    });
    expect(await check(sub)).toEqual({
      dailysalreqtype: true,
      divtypecompperiodreq: false,
      contracthoursalreq: false,
    });
    const p = await page(sub);
    expect(p.awaiting?.id).toBe(offered.id);
    expect(p.current).toBeNull();
    // The upline lists what it offered this downline.
    const listed = await call(top, 'GET', `/wps/agent/contracts?username=${sub.member.username}`);
    expect(listed.json().value.list.map((c: ContractView) => c.id)).toEqual([offered.id]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'agent_contract.offer'));
    expect(audits.some((a) => a.targetId === String(offered.id))).toBe(true);
  });

  it('§6: types 4, 40, 41 and 42 are exempt from the check, whatever awaits them', async () => {
    const top = await moneyMember(db(), { customerType: 41 });
    await db()
      .insert(agentContracts)
      .values({
        merchantCode: t.merchant.code,
        kind: 'daily_salary',
        memberId: top.member.id,
        uplineId: null,
        tiers: [{ threshold: '0', activePlayers: 0, rateBp: 10 }],
      });
    expect(Object.values(await check(top))).toEqual([false, false, false]);
    for (const type of [4, 40, 42]) {
      const m = await moneyMember(db(), { customerType: type });
      expect(Object.values(await check(m))).toEqual([false, false, false]);
    }
  });

  it('the downline rejects; a new offer replaces the one awaiting; it accepts; a later accepted one replaces it', async () => {
    const { top, sub } = await line();
    const first = (await offer(top, salary(sub))).json().value as ContractView;
    const rejected = await call(sub, 'POST', '/wps/agent/contracts/decision', {
      id: first.id,
      decision: 'reject',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().value.state).toBe('rejected');
    expect((await check(sub)).dailysalreqtype).toBe(false);
    // Deciding it again: it awaits nothing any more.
    const again = await call(sub, 'POST', '/wps/agent/contracts/decision', {
      id: first.id,
      decision: 'accept',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().value.fields).toHaveProperty('id');

    const second = (await offer(top, salary(sub))).json().value as ContractView;
    const third = (
      await offer(top, salary(sub, { tiers: [{ threshold: '10', activePlayers: 0, rate: '2' }] }))
    ).json().value as ContractView;
    const states = new Map((await rowsOf(sub)).map((r) => [r.id, r.state]));
    expect(states.get(second.id)).toBe('replaced');
    expect(states.get(third.id)).toBe('offered');
    // The replaced offer cannot be accepted.
    expect(
      (
        await call(sub, 'POST', '/wps/agent/contracts/decision', {
          id: second.id,
          decision: 'accept',
        })
      ).statusCode,
    ).toBe(404);
    const accepted = await call(sub, 'POST', '/wps/agent/contracts/decision', {
      id: third.id,
      decision: 'accept',
    });
    expect(accepted.json().value.state).toBe('accepted');
    let p = await page(sub);
    expect(p.current?.id).toBe(third.id);
    expect(p.awaiting).toBeNull();
    expect(p.history.map((c) => c.state)).toEqual(['accepted', 'replaced', 'rejected']);

    const fourth = (await offer(top, salary(sub))).json().value as ContractView;
    // Until it is accepted, the contract in force stays.
    expect((await page(sub)).current?.id).toBe(third.id);
    await call(sub, 'POST', '/wps/agent/contracts/decision', { id: fourth.id, decision: 'accept' });
    p = await page(sub);
    expect(p.current?.id).toBe(fourth.id);
    expect(p.history.find((c) => c.id === third.id)?.state).toBe('replaced');
  });

  it('another member cannot decide an offer that is not its own', async () => {
    const { top, sub } = await line();
    const other = await moneyMember(db(), { customerType: 1 });
    const offered = (await offer(top, salary(sub))).json().value as ContractView;
    const res = await call(other, 'POST', '/wps/agent/contracts/decision', {
      id: offered.id,
      decision: 'accept',
    });
    expect(res.statusCode).toBe(404);
    expect((await rowsOf(sub))[0]!.state).toBe('offered');
  });

  it('a dividend names its period and carry-over; an hourly salary has tiers only', async () => {
    const { top, sub } = await line();
    const dividend = await offer(top, {
      ...salary(sub),
      kind: 'dividend',
      period: 'half_month',
      carryOver: true,
    });
    expect(dividend.statusCode, dividend.body).toBe(200);
    expect(dividend.json().value).toMatchObject({ period: 'half_month', carryOver: true });
    expect((await offer(top, { ...salary(sub), kind: 'hourly_salary' })).statusCode).toBe(200);
    expect(await check(sub)).toEqual({
      dailysalreqtype: false,
      divtypecompperiodreq: true,
      contracthoursalreq: true,
    });
    expect((await page(sub, 'dividend')).awaiting?.kind).toBe('dividend');
    expect((await page(sub, 'hour')).awaiting?.kind).toBe('hourly_salary');
  });

  describe('refusals name the field and write nothing', () => {
    const refusals: [
      string,
      (l: Awaited<ReturnType<typeof line>>) => [Member, object],
      number,
      string,
      string,
    ][] = [
      [
        'a member deeper than the direct downlines',
        (l) => [l.top, salary(l.player)],
        400,
        ErrorCode.NOT_IN_TEAM,
        'username',
      ],
      ['the agent itself', (l) => [l.top, salary(l.top)], 400, ErrorCode.NOT_IN_TEAM, 'username'],
      [
        'a direct downline that is a player',
        (l) => [l.sub, salary(l.player)],
        400,
        ErrorCode.BAD_REQUEST,
        'username',
      ],
      [
        'a threshold not above the one before',
        (l) => [
          l.top,
          salary(l.sub, {
            tiers: [
              { threshold: '100', activePlayers: 0, rate: '1' },
              { threshold: '100', activePlayers: 0, rate: '2' },
            ],
          }),
        ],
        400,
        ErrorCode.BAD_REQUEST,
        'tiers.1.threshold',
      ],
      [
        'a rate not above the one before',
        (l) => [
          l.top,
          salary(l.sub, {
            tiers: [
              { threshold: '100', activePlayers: 0, rate: '1' },
              { threshold: '200', activePlayers: 0, rate: '1' },
            ],
          }),
        ],
        400,
        ErrorCode.BAD_REQUEST,
        'tiers.1.rate',
      ],
      [
        'fewer active players than the tier before',
        (l) => [
          l.top,
          salary(l.sub, {
            tiers: [
              { threshold: '100', activePlayers: 5, rate: '1' },
              { threshold: '200', activePlayers: 4, rate: '2' },
            ],
          }),
        ],
        400,
        ErrorCode.BAD_REQUEST,
        'tiers.1.activePlayers',
      ],
      [
        'a negative rate',
        (l) => [
          l.top,
          salary(l.sub, { tiers: [{ threshold: '100', activePlayers: 0, rate: '-1' }] }),
        ],
        400,
        ErrorCode.BAD_REQUEST,
        'tiers.0.rate',
      ],
      [
        'a zero rate',
        (l) => [
          l.top,
          salary(l.sub, { tiers: [{ threshold: '100', activePlayers: 0, rate: '0' }] }),
        ],
        400,
        ErrorCode.BAD_REQUEST,
        'tiers.0.rate',
      ],
      [
        'a negative threshold',
        (l) => [
          l.top,
          salary(l.sub, { tiers: [{ threshold: '-5', activePlayers: 0, rate: '1' }] }),
        ],
        400,
        ErrorCode.BAD_REQUEST,
        'tiers.0.threshold',
      ],
      [
        'more decimals than the currency',
        (l) => [
          l.top,
          salary(l.sub, { tiers: [{ threshold: '1.005', activePlayers: 0, rate: '1' }] }),
        ],
        400,
        ErrorCode.BAD_REQUEST,
        'tiers.0.threshold',
      ],
      [
        'no tiers',
        (l) => [l.top, salary(l.sub, { tiers: [] })],
        400,
        ErrorCode.BAD_REQUEST,
        'tiers',
      ],
      [
        'a dividend without its period',
        (l) => [l.top, { ...salary(l.sub), kind: 'dividend' }],
        400,
        ErrorCode.BAD_REQUEST,
        'period',
      ],
      [
        'a salary with a period',
        (l) => [l.top, salary(l.sub, { period: 'week' })],
        400,
        ErrorCode.BAD_REQUEST,
        'period',
      ],
      ['a player offering', (l) => [l.player, salary(l.sub)], 403, ErrorCode.NOT_AGENT, ''],
    ];
    it.each(refusals)('%s', async (_name, make, status, code, field) => {
      const l = await line();
      const [from, body] = make(l);
      const res = await offer(from, body);
      expect(res.statusCode, res.body).toBe(status);
      const json = res.json();
      expect(json.code).toBe(code);
      if (field) expect(Object.keys(json.value?.fields ?? {})).toContain(field);
      for (const m of [l.top, l.sub, l.player]) expect(await rowsOf(m)).toHaveLength(0);
    });
  });

  it("the upline lists only its own direct downlines' contracts", async () => {
    const { top, sub, player } = await line();
    const res = await call(top, 'GET', `/wps/agent/contracts?username=${player.member.username}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.NOT_IN_TEAM);
    expect(res.json().value.fields).toHaveProperty('username');
    const other = await moneyMember(db(), { customerType: 41 });
    const foreign = await call(
      other,
      'GET',
      `/wps/agent/contracts?username=${sub.member.username}`,
    );
    expect(foreign.statusCode).toBe(400);
  });

  it('a player opening a contract page is told "not an agent"', async () => {
    const player = await moneyMember(db());
    const res = await call(player, 'GET', '/wps/agent/contract/salary');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ErrorCode.NOT_AGENT);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  type AgentInvitationValue,
  type TeamMembersValue,
  type TeamOverviewValue,
} from '@lotto/contract';
import {
  agentRebateRates,
  agentTree,
  bets,
  deposits,
  ledgerAccounts,
  memberBankCards,
  members,
  wallets,
  withdrawals,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  auth,
  GOOD_PASSWORD,
  loginAs,
  newUsername,
  registerMember,
  solveAltcha,
  type Registered,
} from '../../../test/helpers/accounts';
import { merchantToday } from '../ops/ops-dashboard.service';
import { movableClock } from '../ops/ops.test-support';
import { placeUnder } from './hierarchy.service';
import { DEMO_AGENT_LINE, seedDemoAgentLine } from '../../db/seed/demo-agents';

const ZONE = 'Asia/Bangkok';
const HOUR = 3_600_000;
const units = (whole: number) => BigInt(whole) * 10_000n;

describe('agents: hierarchy, register centre, team reports, contract check', () => {
  let t: TestApp;
  const clock = movableClock();
  // Noon today in Bangkok, so no run straddles the merchant's midnight.
  const today = merchantToday(new Date(), ZONE);
  const midnight = Date.parse(`${today}T00:00:00+07:00`);
  clock.advance(midnight + 12 * HOUR - Date.now());
  const yesterday = merchantToday(new Date(midnight - HOUR), ZONE);

  let agent: Registered & { id: number };
  let player: Registered;

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const memberId = async (username: string) =>
    (await t.database.db.select().from(members).where(eq(members.username, username)))[0]!.id;
  const setType = (id: number, customerType: number) =>
    t.database.db.update(members).set({ customerType }).where(eq(members.id, id));
  const teamOf = async (id: number) =>
    (
      await t.database.db
        .select({ d: agentTree.descendantId, depth: agentTree.depth })
        .from(agentTree)
        .where(eq(agentTree.ancestorId, id))
    ).sort((a, b) => a.d - b.d);

  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    expect(t.merchant.timeZone).toBe(ZONE);
    const a = await registerMember(t.app);
    agent = { ...a, id: await memberId(a.username) };
    await setType(agent.id, 41);
    player = await registerMember(t.app);
  });
  afterAll(() => t.close());

  it('a member without the agent option (types 0, 4, 40) is told "not an agent"', async () => {
    for (const url of [
      '/wps/agent/invitation',
      `/wps/agent/team/overview?from=${today}&to=${today}`,
      '/wps/agent/team/members',
    ]) {
      const res = await call('GET', url, player.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: ErrorCode.NOT_AGENT });
    }
    const other = await registerMember(t.app);
    for (const type of [4, 40]) {
      await setType(await memberId(other.username), type);
      const res = await call('GET', '/wps/agent/invitation', other.token);
      expect(res.json().code, `type ${type}`).toBe(ErrorCode.NOT_AGENT);
    }
    const res = await call('POST', '/wps/agent/downlines', player.token, {
      kind: 'member',
      username: newUsername(),
      password: GOOD_PASSWORD,
    });
    expect(res.json().code).toBe(ErrorCode.NOT_AGENT);
  });

  it('a trial account is kept from the agent functions', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { altcha: await solveAltcha(t.app) },
    });
    const trial = res.json().value as { token: string; userName: string };
    // Even with an agent's type, a trial is no agent.
    await setType(await memberId(trial.userName), 41);
    const refused = await call('GET', '/wps/agent/invitation', trial.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ErrorCode.TRIAL_NOT_ALLOWED);
  });

  it("registration by the agent's invitation code places the member in its team", async () => {
    const res = await call('GET', '/wps/agent/invitation', agent.token);
    expect(res.statusCode, res.body).toBe(200);
    const inv = res.json<{ value: AgentInvitationValue }>().value;
    expect(inv.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(inv.link).toBe(`https://${t.merchant.mainDomain}/m/register?affiliateCode=${inv.code}`);
    expect(inv.qrCode).toMatch(/^data:image\/png;base64,/);
    // The same code on every call.
    expect((await call('GET', '/wps/agent/invitation', agent.token)).json().value.code).toBe(
      inv.code,
    );
    const joined = await registerMember(t.app, { affiliateCode: inv.code.toLowerCase() });
    const joinedId = await memberId(joined.username);
    expect(await teamOf(agent.id)).toContainEqual({ d: joinedId, depth: 1 });
    // A registration without a code joins no team; an unknown code is refused, nothing written.
    const alone = await registerMember(t.app);
    expect(
      (
        await t.database.db
          .select()
          .from(agentTree)
          .where(eq(agentTree.descendantId, await memberId(alone.username)))
      ).length,
    ).toBe(0);
  });

  it('opens a sub-agent and a player; the sub-agent logs in and opens its own player', async () => {
    const subName = newUsername();
    const res = await call('POST', '/wps/agent/downlines', agent.token, {
      kind: 'agent',
      username: subName,
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ username: subName, customerType: 1 });
    const sub = await loginAs(t.app, subName, GOOD_PASSWORD);
    expect(sub.statusCode, sub.body).toBe(200);
    const subToken = sub.json().value.token as string;
    const leafName = newUsername();
    const leaf = await call('POST', '/wps/agent/downlines', subToken, {
      kind: 'member',
      username: leafName,
      password: GOOD_PASSWORD,
    });
    expect(leaf.statusCode, leaf.body).toBe(200);
    expect(leaf.json().value.customerType).toBe(0);
    const subId = await memberId(subName);
    const leafId = await memberId(leafName);
    // The whole team at any depth: the leaf is the top agent's at depth 2.
    expect(await teamOf(agent.id)).toEqual(
      expect.arrayContaining([
        { d: subId, depth: 1 },
        { d: leafId, depth: 2 },
      ]),
    );
    expect(await teamOf(subId)).toEqual([{ d: leafId, depth: 1 }]);
    // The team management page: direct downlines only, with their team sizes.
    const list = (
      await call('GET', `/wps/agent/team/members?username=${subName}`, agent.token)
    ).json<{ value: TeamMembersValue }>().value;
    expect(list.list).toEqual([
      expect.objectContaining({ username: subName, customerType: 1, teamSize: 1 }),
    ]);
    const all = (await call('GET', '/wps/agent/team/members?pageSize=1', agent.token)).json<{
      value: TeamMembersValue;
    }>().value;
    expect(all.list).toHaveLength(1);
    expect(all.totalPages).toBeGreaterThanOrEqual(2);
    expect(all.list.map((m) => m.username)).not.toContain(leafName);
  });

  it('bad input to the register centre is a 4xx naming the field, nothing written', async () => {
    const before = (await teamOf(agent.id)).length;
    const cases: [object, string, number, string?][] = [
      [{ kind: 'boss', username: newUsername(), password: GOOD_PASSWORD }, 'kind', 400],
      [{ kind: 'member', username: 'x', password: GOOD_PASSWORD }, 'username', 400],
      [{ kind: 'member', username: newUsername(), password: '1' }, 'password', 400],
      [
        { kind: 'member', username: player.username, password: GOOD_PASSWORD },
        'username',
        409,
        ErrorCode.USERNAME_EXISTS,
      ],
    ];
    for (const [body, field, status, code] of cases) {
      const res = await call('POST', '/wps/agent/downlines', agent.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(Object.keys(res.json().value?.fields ?? {}), res.body).toContain(field);
      if (code) expect(res.json().code).toBe(code);
    }
    expect((await teamOf(agent.id)).length).toBe(before);
  });

  it("a downline's rebate rates are at most the agent's own, per category", async () => {
    const db = t.database.db;
    await db.insert(agentRebateRates).values([
      { memberId: agent.id, category: 'RNG', rateBp: 200 },
      { memberId: agent.id, category: 'LIVE', rateBp: 100 },
    ]);
    const inv = (await call('GET', '/wps/agent/invitation', agent.token)).json().value;
    expect(inv.rates).toEqual({ RNG: '2.00', LIVE: '1.00' });
    const before = (await teamOf(agent.id)).length;
    const open = (rates: Record<string, string>, username = newUsername()) =>
      call('POST', '/wps/agent/downlines', agent.token, {
        kind: 'agent',
        username,
        password: GOOD_PASSWORD,
        rates,
      });
    const cases: [Record<string, string>, string][] = [
      [{ RNG: '2.01' }, 'rates.RNG'],
      [{ LIVE: '0.5', FISH: '0.01' }, 'rates.FISH'],
      [{ RNG: '1.234' }, 'rates'],
      [{ RNG: '-1' }, 'rates'],
      [{ BINGO: '1' }, 'rates'],
    ];
    for (const [rates, field] of cases) {
      const res = await open(rates);
      expect(res.statusCode, JSON.stringify(rates)).toBe(400);
      expect(
        Object.keys(res.json().value?.fields ?? {}).some((k) => k.startsWith(field)),
        `${JSON.stringify(rates)}: ${res.body}`,
      ).toBe(true);
    }
    expect((await teamOf(agent.id)).length).toBe(before);
    const name = newUsername();
    const ok = await open({ RNG: '2', LIVE: '0.75', FISH: '0' }, name);
    expect(ok.statusCode, ok.body).toBe(200);
    const id = await memberId(name);
    const stored = await db
      .select({ category: agentRebateRates.category, rateBp: agentRebateRates.rateBp })
      .from(agentRebateRates)
      .where(eq(agentRebateRates.memberId, id));
    expect(stored.sort((a, b) => a.category.localeCompare(b.category))).toEqual([
      { category: 'LIVE', rateBp: 75 },
      { category: 'RNG', rateBp: 200 },
    ]);
  });

  it('self and circular placements are refused naming the field, nothing written', async () => {
    const db = t.database.db;
    const [sub] = (await teamOf(agent.id)).filter((r) => r.depth === 1);
    const err = async (p: Promise<unknown>) => {
      try {
        await p;
      } catch (e) {
        return e as { code: string; details?: { fields?: Record<string, string> } };
      }
      throw new Error('expected a refusal');
    };
    const before = await db.select().from(agentTree);
    const self = await err(placeUnder(db, 'DEMO', agent.id, agent.id, 'upline'));
    expect(self.code).toBe(ErrorCode.REFERRAL_LINK_ERROR);
    // The top agent under its own downline: a circle.
    const circle = await err(placeUnder(db, 'DEMO', agent.id, sub!.d, 'upline'));
    expect(circle.code).toBe(ErrorCode.REFERRAL_LINK_ERROR);
    // A member that already has an upline.
    const twice = await err(
      placeUnder(db, 'DEMO', sub!.d, await memberId(player.username), 'upline'),
    );
    expect(twice.code).toBe(ErrorCode.REFERRAL_LINK_ERROR);
    expect(await db.select().from(agentTree)).toHaveLength(before.length);
    for (const e of [self, circle, twice]) expect(JSON.stringify(e)).toContain('upline');
  });

  it("the team overview counts the whole team's day in the merchant's zone, nobody else's", async () => {
    const db = t.database.db;
    const top = await registerMember(t.app);
    const topId = await memberId(top.username);
    await setType(topId, 42);
    const at = (ms: number) => new Date(ms);
    const member = async (username: string, createdAt: number, uplineId: number | null) => {
      const [row] = await db
        .insert(members)
        .values({ merchantCode: 'DEMO', username, passwordHash: 'x', createdAt: at(createdAt) })
        .returning();
      if (uplineId !== null) await placeUnder(db, 'DEMO', row!.id, uplineId, 'upline');
      return row!.id;
    };
    const s = newUsername();
    const d1 = await member(`${s}a`, midnight + HOUR, topId); // today, direct
    const d2 = await member(`${s}b`, midnight - HOUR, d1); // yesterday, depth 2
    const outsider = await member(`${s}c`, midnight + HOUR, null); // not in the team
    let seq = 0;
    const deposit = (memberId: number, amount: number, state: string, decidedAt: number) => {
      seq++;
      return db.insert(deposits).values({
        merchantCode: 'DEMO',
        memberId,
        method: 'bankTransfer',
        requestedAmount: units(amount),
        amount: units(amount),
        state,
        reference: `AGT${s}${seq}`,
        idempotencyKey: `agt-${s}-${seq}`,
        expiresAt: at(midnight + 24 * HOUR),
        decidedAt: at(decidedAt),
      });
    };
    await deposit(d1, 100, 'credited', midnight + HOUR); // today, d1's first
    await deposit(d1, 50, 'credited', midnight + 2 * HOUR); // today, not a first
    await deposit(d2, 30, 'credited', midnight - HOUR); // yesterday: d2's first
    await deposit(d2, 20, 'credited', midnight + HOUR); // today, not a first
    await deposit(d2, 999, 'rejected', midnight + HOUR);
    await deposit(outsider, 500, 'credited', midnight + HOUR);
    const [card] = await db
      .insert(memberBankCards)
      .values({ memberId: d2, bankCode: 'KBANK', accountNumber: '1234567890', holderName: 'M' })
      .returning();
    const withdrawal = (amount: number, state: string, decidedAt: number) => {
      seq++;
      return db.insert(withdrawals).values({
        merchantCode: 'DEMO',
        memberId: d2,
        bankCardId: card!.id,
        amount: units(amount),
        state,
        idempotencyKey: `agt-w-${s}-${seq}`,
        decidedAt: at(decidedAt),
      });
    };
    await withdrawal(40, 'paid', midnight + 3 * HOUR);
    await withdrawal(15, 'paid', midnight - 3 * HOUR);
    await withdrawal(77, 'approved', midnight + HOUR);
    const bet = async (
      memberId: number,
      amount: number,
      win: number | null,
      status: string,
      createdAt: number,
    ) => {
      seq++;
      const [wallet] = await db
        .insert(wallets)
        .values({ memberId, merchantCode: 'DEMO', currency: `T${seq}` })
        .returning();
      await db.insert(bets).values({
        merchantCode: 'DEMO',
        memberId,
        walletId: wallet!.id,
        vendorCode: 'DEMO',
        vendorTxId: `agt-${s}-${seq}`,
        gameName: 'Team',
        amount: units(amount),
        win: win === null ? null : units(win),
        status: status as 'settled',
        createdAt: at(createdAt),
      });
    };
    await bet(d1, 10, 4, 'settled', midnight + HOUR);
    await bet(d2, 5, null, 'open', midnight + 2 * HOUR);
    await bet(d2, 7, 0, 'rolled_back', midnight + HOUR);
    await bet(d2, 3, 9, 'settled', midnight - HOUR); // yesterday
    await bet(outsider, 1000, 0, 'settled', midnight + HOUR);
    await db.insert(ledgerAccounts).values([
      { merchantCode: 'DEMO', memberId: d1, currency: 'THB', kind: 'cash', balance: units(12) },
      { merchantCode: 'DEMO', memberId: d2, currency: 'THB', kind: 'bonus', balance: units(3) },
      {
        merchantCode: 'DEMO',
        memberId: d2,
        currency: 'THB',
        kind: 'withdrawal_hold',
        balance: units(40),
      },
      {
        merchantCode: 'DEMO',
        memberId: outsider,
        currency: 'THB',
        kind: 'cash',
        balance: units(9),
      },
    ]);

    const overview = async (from: string, to: string) => {
      const res = await call('GET', `/wps/agent/team/overview?from=${from}&to=${to}`, top.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ value: TeamOverviewValue }>().value;
    };
    expect(await overview(today, today)).toEqual({
      from: today,
      to: today,
      timeZone: ZONE,
      teamSize: 2,
      directCount: 1,
      registrations: 1,
      firstDeposits: 1,
      depositCount: 3,
      deposits: '170.0000',
      withdrawalCount: 1,
      withdrawals: '40.0000',
      validBets: '15.0000',
      win: '4.0000',
      profitAndLoss: '-11.0000',
      activePlayers: 2,
      teamBalance: '15.0000',
    });
    const both = await overview(yesterday, today);
    expect(both).toMatchObject({
      registrations: 2,
      firstDeposits: 2,
      depositCount: 4,
      deposits: '200.0000',
      withdrawalCount: 2,
      withdrawals: '55.0000',
      validBets: '18.0000',
      win: '13.0000',
      profitAndLoss: '-5.0000',
    });
  });

  it('a bad range is a 400 naming the field', async () => {
    const cases: [string, string][] = [
      [`from=${today}`, 'to'],
      [`from=2026-13-45&to=${today}`, 'from'],
      [`from=${today}&to=${yesterday}`, 'to'],
      ['from=2020-01-01&to=2020-12-31', 'to'],
      ['from=2999-01-01&to=2999-01-02', 'from'],
    ];
    for (const [q, field] of cases) {
      const res = await call('GET', `/wps/agent/team/overview?${q}`, agent.token);
      expect(res.statusCode, q).toBe(400);
      expect(Object.keys(res.json().value?.fields ?? {}), `${q}: ${res.body}`).toContain(field);
    }
  });

  it('the contract check answers that nothing awaits review (no contract model yet)', async () => {
    const res = await call('GET', `/wps/agent/contract?token=${agent.token}`, agent.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      dailysalreqtype: false,
      divtypecompperiodreq: false,
      contracthoursalreq: false,
    });
    expect((await t.app.inject({ url: '/wps/agent/contract?token=x' })).statusCode).toBe(401);
  });

  it('the demo agent line: a top agent, a sub-agent and players, seeded once', async () => {
    await seedDemoAgentLine(t.database.db, 'DEMO');
    await seedDemoAgentLine(t.database.db, 'DEMO');
    const line = DEMO_AGENT_LINE;
    const login = await loginAs(t.app, line.top.username, line.password);
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().value.token as string;
    const res = await call('GET', `/wps/agent/team/overview?from=${today}&to=${today}`, token);
    expect(res.json().value).toMatchObject({ teamSize: 4, directCount: 2 });
    const subs = (await call('GET', '/wps/agent/team/members', token)).json().value.list;
    expect(subs).toContainEqual(
      expect.objectContaining({ username: line.sub.username, customerType: 1, teamSize: 2 }),
    );
  });
});

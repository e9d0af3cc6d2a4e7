import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ErrorCode, type AgentRebatesValue } from '@lotto/contract';
import type { Db } from '../../db/client';
import { agentRebateRates, members } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  auth,
  GOOD_PASSWORD,
  newUsername,
  registerMember,
  type Registered,
} from '../../../test/helpers/accounts';
import { placeUnder } from './hierarchy.service';
import { setQuota } from './rebate-quotas';

/**
 * §7 rebate quotas set by an upline: top (41, RNG 2 %, a quota of 2 at 1.5 %) has sub (1, RNG
 * 1.5 %) directly under it, so 1 of top's 2 at 1.5 % is used and 1 is left.
 */
describe("an upline sets its sub-agents' rebate quotas, within what it has left", () => {
  let t: TestApp;
  let db: Db;
  let top: Registered;
  let sub: Registered;
  let player: Registered;
  const ids: Record<string, number> = {};

  const agentOf = async (r: Registered, type: number, upline: number | null, rng: number) => {
    const [row] = await db.select().from(members).where(eq(members.username, r.username));
    await db.update(members).set({ customerType: type }).where(eq(members.id, row!.id));
    if (upline !== null) await placeUnder(db, 'DEMO', row!.id, upline, 'upline');
    if (rng > 0)
      await db.insert(agentRebateRates).values({ memberId: row!.id, category: 'RNG', rateBp: rng });
    return row!.id;
  };
  const setFor = (payload: Record<string, unknown>, token = top.token) =>
    t.app.inject({
      method: 'PUT',
      url: '/wps/agent/downlines/quotas',
      headers: auth(token),
      payload,
    });
  const quotasOfSub = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/wps/agent/rebates', headers: auth(sub.token) })
    ).json<{ value: AgentRebatesValue }>().value.quotas;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database.db;
    top = await registerMember(t.app);
    sub = await registerMember(t.app);
    player = await registerMember(t.app);
    ids.top = await agentOf(top, 41, null, 200);
    ids.sub = await agentOf(sub, 1, ids.top, 150);
    ids.player = await agentOf(player, 0, ids.top, 0);
    await setQuota(db, ids.top, 'RNG', 150, 2);
  });
  afterAll(() => t.close());

  it('sets a quota within what the upline has left, and the sub-agent sees it', async () => {
    const res = await setFor({ username: sub.username, category: 'RNG', rate: '1.5', quota: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      username: sub.username,
      quotas: [{ category: 'RNG', rate: '1.50', quota: 1, used: 0 }],
    });
    // A rate top has no quota at is unbounded for top: any quota may be given there.
    expect(
      (await setFor({ username: sub.username, category: 'RNG', rate: '1', quota: 50 })).statusCode,
    ).toBe(200);
    expect(await quotasOfSub()).toEqual([
      { category: 'RNG', rate: '1.50', quota: 1, used: 0 },
      { category: 'RNG', rate: '1.00', quota: 50, used: 0 },
    ]);
    const audit = await db.execute(
      sql`select count(*)::int as n from audit_log where action = 'agents.downline_quota.set'`,
    );
    expect((audit as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });

  it('refuses, naming the field and writing nothing: above what is left, above the rate, outside', async () => {
    const before = await quotasOfSub();
    const cases: [Record<string, unknown>, string, string, number][] = [
      // top has 2 at 1.5 % and sub uses one of them: 1 left.
      [
        { username: sub.username, category: 'RNG', rate: '1.5', quota: 2 },
        'quota',
        ErrorCode.QUOTA_ABOVE_UPLINE,
        400,
      ],
      [
        { username: sub.username, category: 'RNG', rate: '1.6', quota: 1 },
        'rate',
        ErrorCode.QUOTA_RATE_ABOVE_OWN,
        400,
      ],
      [
        { username: sub.username, category: 'LIVE', rate: '0.5', quota: 1 },
        'rate',
        ErrorCode.QUOTA_RATE_ABOVE_OWN,
        400,
      ],
      [
        { username: player.username, category: 'RNG', rate: '1', quota: 1 },
        'username',
        ErrorCode.BAD_REQUEST,
        400,
      ],
      [
        { username: newUsername(), category: 'RNG', rate: '1', quota: 1 },
        'username',
        ErrorCode.NOT_IN_TEAM,
        400,
      ],
      [
        { username: sub.username, category: 'RNG', rate: '1', quota: -1 },
        'quota',
        ErrorCode.BAD_REQUEST,
        400,
      ],
    ];
    for (const [payload, field, code, status] of cases) {
      const res = await setFor(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({
        success: false,
        code,
        value: { fields: { [field]: expect.any(String) } },
      });
    }
    // Top itself is not its own downline; the sub-agent cannot set its upline's quota.
    const self = await setFor({ username: top.username, category: 'RNG', rate: '1', quota: 1 });
    expect(self.json()).toMatchObject({ code: ErrorCode.NOT_IN_TEAM });
    const up = await setFor(
      { username: top.username, category: 'RNG', rate: '1', quota: 1 },
      sub.token,
    );
    expect(up.json()).toMatchObject({ code: ErrorCode.NOT_IN_TEAM });
    const notAgent = await setFor(
      { username: sub.username, category: 'RNG', rate: '1', quota: 1 },
      player.token,
    );
    expect(notAgent.statusCode).toBe(403);
    expect(notAgent.json().code).toBe(ErrorCode.NOT_AGENT);
    expect(await quotasOfSub()).toEqual(before);
  });

  it('two openings at once against a quota of 1: exactly one passes', async () => {
    const open = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/agent/downlines',
        headers: auth(sub.token),
        payload: {
          kind: 'member',
          username: newUsername(),
          password: GOOD_PASSWORD,
          rates: { RNG: '1.5' },
        },
      });
    const results = await Promise.all([open(), open(), open()]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400))
      expect(r.json()).toMatchObject({
        code: ErrorCode.REBATE_QUOTA_EXCEEDED,
        value: { fields: { 'rates.RNG': expect.any(String) } },
      });
    expect((await quotasOfSub()).find((q) => q.rate === '1.50')).toEqual({
      category: 'RNG',
      rate: '1.50',
      quota: 1,
      used: 1,
    });
    const direct = await db.execute(
      sql`select count(*)::int as n from agent_tree where ancestor_id = ${ids.sub} and depth = 1`,
    );
    expect((direct as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});

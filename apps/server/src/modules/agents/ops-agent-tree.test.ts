import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { agentContracts, agentRebatePayouts, agentTree, auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { newUsername } from '../../../test/helpers/accounts';
import { merchantToday } from '../ops/ops-dashboard.service';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';
import { payAgentRebatesForDay } from './rebate-payouts.service';
import { teamFixture } from './team.test-support';

const HOUR = 3_600_000;

/** Issue 32: the console's agent tree and moving a downline, on PGlite and PostgreSQL. */
describe('console: agent tree and moving a downline (issue 32)', () => {
  let t: TestApp;
  const ops = { owner: '', finance: '', read_only: '' };
  const clock = movableClock();
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const { tokens } = await operatorsOfRoles(t, clock, ['owner', 'finance', 'read_only']);
    ops.owner = tokens.get('owner')!;
    ops.finance = tokens.get('finance')!;
    ops.read_only = tokens.get('read_only')!;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const move = (username: string, upline: string, who = ops.owner) =>
    post(t, '/ops/agents/move', { username, upline }, who);

  /** Each member's closure rows, as `ancestor>descendant@depth`, of the given members. */
  async function closure(ids: number[]) {
    const rows = await db().select().from(agentTree).where(inArray(agentTree.descendantId, ids));
    return rows.map((r) => `${r.ancestorId}>${r.descendantId}@${r.depth}`).sort();
  }

  /** The closure rows follow the direct-upline edges exactly: no circle, no stale row. */
  async function expectConsistent(ids: number[]) {
    const rows = await db().select().from(agentTree).where(inArray(agentTree.descendantId, ids));
    const parent = new Map(
      rows.filter((r) => r.depth === 1).map((r) => [r.descendantId, r.ancestorId]),
    );
    const expected: string[] = [];
    for (const id of ids) {
      let depth = 0;
      for (let up = parent.get(id); up !== undefined; up = parent.get(up)) {
        depth++;
        expect(depth).toBeLessThan(ids.length + 1);
        expected.push(`${up}>${id}@${depth}`);
      }
    }
    expect(await closure(ids)).toEqual(expected.sort());
  }

  it('shows a member with its upline chain and a page of its direct downlines with counts', async () => {
    const prefix = newUsername().slice(0, 12);
    const f = teamFixture(db(), 'DEMO', 'THB', prefix);
    const top = await f.member('top', 41, null);
    const sub = await f.member('sub', 1, top);
    await f.member('p1', 0, sub);
    const p2 = await f.member('p2', 1, sub);
    await f.member('p3', 0, p2);

    const res = await get(t, `/ops/agents/tree?username=${prefix}SUB&pageSize=1`, ops.read_only);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v.member).toEqual({
      username: `${prefix}sub`,
      customerType: 1,
      directDownlines: 2,
      teamSize: 3,
    });
    expect(v.uplines).toEqual([
      { username: `${prefix}top`, customerType: 41, directDownlines: 1, teamSize: 4 },
    ]);
    // Newest first, one a page.
    expect(v.total).toBe(2);
    expect(v.list).toEqual([
      { username: `${prefix}p2`, customerType: 1, directDownlines: 1, teamSize: 1 },
    ]);
    const page2 = (
      await get(t, `/ops/agents/tree?username=${prefix}sub&pageSize=1&pageNo=2`, ops.read_only)
    ).json().value;
    expect(page2.list.map((n: { username: string }) => n.username)).toEqual([`${prefix}p1`]);

    const tops = (await get(t, '/ops/agents/tree?pageSize=100', ops.read_only)).json().value;
    expect(tops.member).toBeNull();
    expect(tops.list).toContainEqual(
      expect.objectContaining({ username: `${prefix}top`, teamSize: 4 }),
    );
    expect(tops.list.map((n: { username: string }) => n.username)).not.toContain(`${prefix}sub`);

    const unknown = await get(t, '/ops/agents/tree?username=nobody-here', ops.read_only);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().value.fields).toHaveProperty('username');
  });

  it('refuses a move to itself, into its own team, under a non-agent or a lower rate, naming the field, with nothing written', async () => {
    const prefix = newUsername().slice(0, 12);
    const f = teamFixture(db(), 'DEMO', 'THB', prefix);
    const top = await f.member('top', 41, null, { RNG: 200 });
    const low = await f.member('low', 41, null, { RNG: 100 });
    const sub = await f.member('sub', 1, top, { RNG: 150 });
    const inner = await f.member('in', 1, sub);
    const player = await f.member('pl', 0, inner);
    const loner = await f.member('lo', 0, null);
    const ids = [top, low, sub, inner, player, loner];
    const before = await closure(ids);

    const refusals: [string, string, number, string][] = [
      ['sub', 'sub', 400, 'upline'],
      ['sub', 'in', 400, 'upline'], // its own downline
      ['sub', 'pl', 400, 'upline'], // deeper in its own team (and not an agent)
      ['in', 'lo', 400, 'upline'], // a player is not an agent
      ['in', 'sub', 400, 'upline'], // already its upline
      ['sub', 'low', 400, 'upline'], // 1.50 % above the new upline's 1.00 %
      ['top', 'low', 400, 'username'], // a top-level agent has no upline
      ['sub', 'nobody9', 404, 'upline'],
    ];
    for (const [who, to, status, field] of refusals) {
      const res = await move(`${prefix}${who}`, to === 'nobody9' ? 'nobody9' : `${prefix}${to}`);
      expect(res.statusCode, `${who} → ${to}: ${res.body}`).toBe(status);
      expect(Object.keys(res.json().value.fields as object)).toEqual([field]);
    }
    expect((await move(`${prefix}sub`, `${prefix}top`)).statusCode).toBe(400);
    const bad = await post(t, '/ops/agents/move', { username: 'a', upline: '' }, ops.owner);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields as object).sort()).toEqual(['upline', 'username']);
    // Finance and read-only do not move members.
    expect((await move(`${prefix}in`, `${prefix}top`, ops.finance)).statusCode).toBe(403);
    expect((await move(`${prefix}in`, `${prefix}top`, ops.read_only)).statusCode).toBe(403);
    expect(await closure(ids)).toEqual(before);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'agents.downline.move'),
          inArray(auditLog.targetId, ids.map(String)),
        ),
      );
    expect(audits).toHaveLength(0);
  });

  it('moves a member with its team, ends its contracts with the old upline, and later rebates follow the new line', async () => {
    const prefix = newUsername().slice(0, 12);
    const f = teamFixture(db(), 'DEMO', 'THB', prefix);
    const oldTop = await f.member('old', 41, null, { RNG: 300 });
    const newTop = await f.member('new', 41, null, { RNG: 300 });
    const sub = await f.member('sub', 1, oldTop, { RNG: 200 });
    const sub2 = await f.member('sub2', 1, sub, { RNG: 100 });
    const player = await f.member('pl', 0, sub2);
    const tiers = [{ threshold: '100', activePlayers: 1, rateBp: 100 }];
    const contract = (memberId: number, uplineId: number, state: 'accepted' | 'offered') =>
      db()
        .insert(agentContracts)
        .values({ merchantCode: 'DEMO', kind: 'daily_salary', memberId, uplineId, state, tiers })
        .returning()
        .then((r) => r[0]!.id);
    const withOld = await contract(sub, oldTop, 'accepted');
    const offeredByOld = await contract(sub, oldTop, 'offered');
    const ownDownline = await contract(sub2, sub, 'accepted');

    const res = await move(`${prefix}sub`, `${prefix}new`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      member: { username: `${prefix}sub`, customerType: 1, directDownlines: 1, teamSize: 2 },
      uplines: [{ username: `${prefix}new`, customerType: 41, directDownlines: 1, teamSize: 3 }],
      endedContracts: 2,
    });
    expect(await closure([sub, sub2, player])).toEqual(
      [
        `${newTop}>${sub}@1`,
        `${newTop}>${sub2}@2`,
        `${sub}>${sub2}@1`,
        `${newTop}>${player}@3`,
        `${sub}>${player}@2`,
        `${sub2}>${player}@1`,
      ].sort(),
    );
    await expectConsistent([oldTop, newTop, sub, sub2, player]);
    const states = await db()
      .select({ id: agentContracts.id, state: agentContracts.state })
      .from(agentContracts)
      .where(inArray(agentContracts.id, [withOld, offeredByOld, ownDownline]));
    expect(new Map(states.map((s) => [s.id, s.state]))).toEqual(
      new Map([
        [withOld, 'ended'],
        [offeredByOld, 'ended'],
        [ownDownline, 'accepted'],
      ]),
    );
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agents.downline.move'), eq(auditLog.targetId, String(sub))));
    expect(audit).toMatchObject({
      before: { uplineId: oldTop },
      after: { uplineId: newTop, upline: `${prefix}new` },
    });

    // A bet settled after the move pays the new line: the old top earns nothing on it.
    const now = clock.clock();
    await f.bet(player, 100, { win: 0, createdAt: new Date(now.getTime() - HOUR) });
    const day = merchantToday(new Date(now.getTime() - HOUR), t.merchant.timeZone);
    await payAgentRebatesForDay(db(), t.merchant, day, now);
    const paid = await db()
      .select({ agentId: agentRebatePayouts.agentId, amount: agentRebatePayouts.amount })
      .from(agentRebatePayouts)
      .where(eq(agentRebatePayouts.memberId, player));
    expect(new Map(paid.map((p) => [p.agentId, p.amount]))).toEqual(
      new Map([
        [sub2, 10_000n],
        [sub, 10_000n],
        [newTop, 10_000n],
      ]),
    );
  });

  it('lets only one of two crossing moves through: no circle under concurrency', async () => {
    const prefix = newUsername().slice(0, 12);
    const f = teamFixture(db(), 'DEMO', 'THB', prefix);
    const top = await f.member('top', 41, null);
    const a = await f.member('a', 1, top);
    const b = await f.member('b', 1, top);
    const c = await f.member('c', 1, top);
    const pa = await f.member('pa', 0, a);
    const pb = await f.member('pb', 0, b);
    const results = await Promise.all([
      move(`${prefix}a`, `${prefix}b`),
      move(`${prefix}b`, `${prefix}a`),
      move(`${prefix}c`, `${prefix}a`),
      move(`${prefix}pa`, `${prefix}c`),
    ]);
    const crossing = results
      .slice(0, 2)
      .map((r) => r.statusCode)
      .sort();
    expect(crossing).toEqual([200, 400]);
    const refused = results.slice(0, 2).find((r) => r.statusCode === 400)!;
    expect(refused.json().value.fields).toHaveProperty('upline');
    expect(results[2].statusCode, results[2].body).toBe(200);
    expect(results[3].statusCode, results[3].body).toBe(200);
    await expectConsistent([top, a, b, c, pa, pb]);
    const tree = (await get(t, `/ops/agents/tree?username=${prefix}top`, ops.read_only)).json()
      .value;
    expect(tree.member.teamSize).toBe(5);
  });
});

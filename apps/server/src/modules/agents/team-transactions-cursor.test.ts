import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TeamTransactionsValue } from '@lotto/contract';
import { members } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { auth, newUsername, registerMember, type Registered } from '../../../test/helpers/accounts';
import { postManyInTransaction } from '../ledger/ledger-bulk.service';
import { merchantToday } from '../ops/ops-dashboard.service';
import { movableClock } from '../ops/ops.test-support';
import { teamFixture, units } from './team.test-support';

const MINUTE = 60_000;

describe('team transactions: paged by a server cursor, newest first', () => {
  let t: TestApp;
  const clock = movableClock();
  // Noon in Bangkok: every movement below is today's there.
  const today = merchantToday(new Date(), 'Asia/Bangkok');
  clock.advance(Date.parse(`${today}T12:00:00+07:00`) - Date.now());
  let agent: Registered;
  const players: number[] = [];
  let seq = 0;

  /** One credit to each of `ids` at `at`: one ledger transaction each, all at the same instant. */
  const credit = (ids: number[], at: Date) =>
    t.database.db.transaction((tx) =>
      postManyInTransaction(
        tx,
        ids.map((id) => ({
          merchantCode: 'DEMO',
          currency: 'THB',
          kind: 'agent_rebate',
          idempotencyKey: `cursor-test:${++seq}`,
          reference: `C${seq}`,
          memberId: id,
          entries: [
            { account: { member: id, kind: 'cash' as const }, amount: units(seq) },
            { account: { house: 'agent_rebates' }, amount: -units(seq) },
          ],
        })),
        at,
      ),
    );
  const get = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/wps/agent/team/transactions?range=today&scope=all&${query}`,
      headers: auth(agent.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: TeamTransactionsValue }>().value;
  };

  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const db = t.database.db;
    agent = await registerMember(t.app);
    const [row] = await db.select().from(members).where(eq(members.username, agent.username));
    await db.update(members).set({ customerType: 41 }).where(eq(members.id, row!.id));
    const f = teamFixture(db, 'DEMO', 'THB', newUsername());
    for (const name of ['a', 'b', 'c']) players.push(await f.member(name, 0, row!.id));
    const now = clock.clock().getTime();
    // Three at one instant (the cursor orders them by id), two earlier, one a minute later.
    await credit(players, new Date(now - 10 * MINUTE));
    await credit(players.slice(0, 2), new Date(now - 20 * MINUTE));
    await credit(players.slice(2), new Date(now - 5 * MINUTE));
  });
  afterAll(() => t.close());

  it("walks every entry once with each page's `next` as `before`, whatever is posted meanwhile", async () => {
    const all = await get('pageSize=50');
    expect(all.list).toHaveLength(6);
    expect(all.hasMore).toBe(false);
    expect(all.next).toBeNull();
    const order = all.list.map((e) => [e.createdAt, e.id]);
    expect(order).toEqual([...order].sort(([at1, id1], [at2, id2]) => at2! - at1! || id2! - id1!));

    const first = await get('pageSize=2');
    expect(first.list).toEqual(all.list.slice(0, 2));
    expect(first.hasMore).toBe(true);
    expect(first.next).toMatch(/^\d+:\d+$/);
    // A movement posted now is newer than the cursor: the next pages neither repeat nor skip.
    await credit(players.slice(0, 1), clock.clock());
    const walked = [...first.list];
    let last = first;
    while (last.next) {
      last = await get(`pageSize=2&before=${last.next}`);
      walked.push(...last.list);
    }
    expect(last.hasMore).toBe(false);
    expect(walked.map((e) => e.id)).toEqual(all.list.map((e) => e.id));
    // The new one heads the list asked again from the start.
    expect((await get('pageSize=2')).list[0]!.id).toBeGreaterThan(
      Math.max(...walked.map((e) => e.id)),
    );
  });

  it('refuses a cursor that is not one, naming before', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/team/transactions?range=today&before=12:x',
      headers: auth(agent.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('before is not a page cursor');
  });
});

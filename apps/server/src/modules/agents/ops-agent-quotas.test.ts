import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { get, movableClock, operatorsOfRoles } from '../ops/ops.test-support';

describe("console: agents' rebate quotas (issue 32)", () => {
  let t: TestApp;
  const ops = { owner: '', read_only: '', support: '' };
  const clock = movableClock();
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const { tokens } = await operatorsOfRoles(t, clock, ['owner', 'read_only', 'support']);
    ops.owner = tokens.get('owner')!;
    ops.read_only = tokens.get('read_only')!;
    ops.support = tokens.get('support')!;
  });
  afterAll(() => t.close());

  const put = (body: object, who = ops.owner) =>
    t.app.inject({
      method: 'PUT',
      url: '/ops/agents/quotas',
      headers: { authorization: who },
      payload: body,
    });

  it('sets a quota (audited), lists it, and refuses a non-agent or bad input naming the field', async () => {
    const agent = (await memberWithSession(t.database.db, { customerType: 41 })).member;
    const res = await put({ username: agent.username, category: 'RNG', rate: '1.5', quota: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      username: agent.username,
      customerType: 41,
      category: 'RNG',
      rate: '1.50',
      quota: 2,
      used: 0,
    });
    expect(
      (await put({ username: agent.username, category: 'RNG', rate: '1.5', quota: 4 })).json().value
        .quota,
    ).toBe(4);
    const list = (await get(t, '/ops/agents/quotas', ops.read_only)).json().value.list;
    expect(list).toContainEqual(expect.objectContaining({ username: agent.username, quota: 4 }));
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agents.quota.set'), eq(auditLog.targetId, String(agent.id))));
    expect(audits).toHaveLength(2);

    const player = (await memberWithSession(t.database.db)).member;
    const refused = await put({ username: player.username, category: 'RNG', rate: '1', quota: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().value.fields).toHaveProperty('username');
    const bad = await put({ username: agent.username, category: 'RNG', rate: '1.555', quota: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields as object).sort()).toEqual(['quota', 'rate']);
    // Support reads members but does not set quotas.
    expect(
      (await put({ username: agent.username, category: 'RNG', rate: '1', quota: 1 }, ops.support))
        .statusCode,
    ).toBe(403);
  });
});

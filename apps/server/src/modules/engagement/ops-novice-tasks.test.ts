import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@lotto/contract';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { updateMember } from '../accounts/members.service';
import { memberWithSession } from '../../../test/helpers/member-session';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';
import { sumOfLedger } from './points.repository';

const URL = '/ops/engagement/novice-tasks';

describe('novice tasks in the console: switches and points', () => {
  let t: TestApp;
  const clock = movableClock();
  let tokens: Map<OperatorRole, string>;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    ({ tokens } = await operatorsOfRoles(t, clock, [
      'owner',
      'content',
      'support',
      'finance',
      'read_only',
    ]));
  });
  afterAll(() => t.close());

  const token = (role: OperatorRole) => tokens.get(role)!;
  const save = (role: OperatorRole, body: unknown) => post(t, URL, body, token(role));
  const auditOf = async (action: string) =>
    (await get(t, `/ops/audit?action=${action}`, token('owner'))).json().value;

  it('lists the five tasks, all on with the default points, to every role but finance', async () => {
    for (const role of ['owner', 'content', 'support', 'read_only'] as const) {
      const res = await get(t, URL, token(role));
      expect(res.statusCode, role).toBe(200);
      expect(res.json().value.list).toEqual([
        { code: 'prove_mobile', enabled: true, points: 50 },
        { code: 'payment_password', enabled: true, points: 50 },
        { code: 'first_deposit', enabled: true, points: 100 },
        { code: 'first_bet', enabled: true, points: 50 },
        { code: 'add_favourite', enabled: true, points: 20 },
      ]);
    }
    expect((await get(t, URL, token('finance'))).statusCode).toBe(403);
    expect((await get(t, URL)).statusCode).toBe(401);
  });

  it('owner and content change a task; support, finance and read-only may not; audited', async () => {
    for (const role of ['support', 'finance', 'read_only'] as const) {
      const res = await save(role, { task: 'first_bet', enabled: true, points: 1 });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await post(t, URL, { task: 'first_bet', enabled: true, points: 1 })).statusCode).toBe(
      401,
    );
    expect((await auditOf('novice_task.update')).list).toHaveLength(0);

    const byContent = await save('content', { task: 'first_bet', enabled: true, points: 75 });
    expect(byContent.statusCode, byContent.body).toBe(200);
    expect(byContent.json().value.list[3]).toEqual({
      code: 'first_bet',
      enabled: true,
      points: 75,
    });
    const byOwner = await save('owner', { task: 'add_favourite', enabled: false, points: 20 });
    expect(byOwner.statusCode).toBe(200);

    const audit = (await auditOf('novice_task.update')).list;
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      operator: 'owner1',
      targetType: 'novice_task',
      targetId: 'add_favourite',
      before: { code: 'add_favourite', enabled: true, points: 20 },
      after: { code: 'add_favourite', enabled: false, points: 20 },
    });
    expect(audit[1]).toMatchObject({
      targetId: 'first_bet',
      before: { points: 50 },
      after: { points: 75 },
    });
    // The change is a settings version too, so the settings page shows it and its author.
    const versions = (await get(t, '/ops/merchant/versions', token('owner'))).json().value.list;
    expect(versions[0].changes).toEqual([
      { path: 'engagement.noviceTasksOff', before: [], after: ['add_favourite'] },
    ]);
    // Switched back on for the tests that follow.
    await save('owner', { task: 'add_favourite', enabled: true, points: 20 });
  });

  it('a task switched off is hidden from the player and refused when claimed', async () => {
    const m = await memberWithSession(t.database.db);
    await updateMember(t.database.db, m.member.id, {
      mobileE164: `+6682${String(m.member.id).padStart(7, '0')}`,
    });
    const off = await save('owner', { task: 'prove_mobile', enabled: false, points: 50 });
    expect(off.statusCode).toBe(200);

    const tasks = await t.app.inject({ url: '/wps/engagement/novice-tasks', headers: m.headers });
    const codes = tasks.json().value.map((task: { code: string }) => task.code);
    expect(codes).toEqual(['payment_password', 'first_deposit', 'first_bet', 'add_favourite']);
    const rewards = await t.app.inject({ url: '/wps/engagement/rewards', headers: m.headers });
    expect(JSON.stringify(rewards.json().value.toClaim)).not.toContain('prove_mobile');

    const claim = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/engagement/novice-tasks/claim',
        headers: m.headers,
        payload: { task: 'prove_mobile' },
      });
    const refused = await claim();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false });
    expect(refused.json().value.fieldCodes.task.params).toEqual({
      reason: 'task_off',
      task: 'prove_mobile',
    });
    expect(await sumOfLedger(t.database.db, m.member.id)).toBe(0);

    await save('content', { task: 'prove_mobile', enabled: true, points: 60 });
    const claimed = await claim();
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().value).toEqual({ task: 'prove_mobile', points: 60 });
  });

  it('bad input names the field and writes nothing', async () => {
    const before = (await auditOf('novice_task.update')).list.length;
    const cases: [unknown, string][] = [
      [{ task: 'first_bet', enabled: true, points: -1 }, 'points'],
      [{ task: 'first_bet', enabled: true, points: 1.5 }, 'points'],
      [{ task: 'first_bet', enabled: true, points: 1_000_001 }, 'points'],
      [{ task: 'first_bet', enabled: 'yes', points: 1 }, 'enabled'],
      [{ task: 'win_jackpot', enabled: true, points: 1 }, 'task'],
      [{ task: 'first_bet', enabled: true, points: 1, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await save('owner', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().value.fields, JSON.stringify(body)).toHaveProperty(field);
    }
    expect((await auditOf('novice_task.update')).list).toHaveLength(before);
  });
});

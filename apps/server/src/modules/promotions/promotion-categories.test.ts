import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';

describe('promotion categories in the console', () => {
  let t: TestApp;
  const clock = movableClock();
  let tokens: Map<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now: clock.now() });
    ({ tokens } = await operatorsOfRoles(t, clock, ['owner', 'content', 'support', 'read_only']));
  });
  afterAll(() => t.close());

  const list = async () =>
    (await get(t, '/ops/promotions/categories', tokens.get('read_only'))).json().value.list as {
      id: number;
      code: string;
      name: { th: string; en: string };
      sortOrder: number;
      promotions: number;
    }[];
  const playerNames = async () =>
    (await t.app.inject({ url: '/wps/promotions/categories', headers: { language: 'en' } }))
      .json()
      .value.list.map((c: { name: string }) => c.name) as string[];

  it('lists the categories with their promotion counts; content creates, renames and reorders', async () => {
    const before = await list();
    expect(before.map((c) => c.code)).toEqual(['welcome', 'daily', 'events']);
    expect(before.find((c) => c.code === 'welcome')?.promotions).toBeGreaterThan(0);

    const created = await post(
      t,
      '/ops/promotions/categories',
      { code: 'vip', name: { th: 'วีไอพี', en: 'VIP' }, sortOrder: 0 },
      tokens.get('content'),
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id as number;
    expect((await playerNames())[0]).toBe('VIP');

    const renamed = await post(
      t,
      '/ops/promotions/categories',
      { id, code: 'vip', name: { th: 'วีไอพี', en: 'VIP club' }, sortOrder: 99 },
      tokens.get('owner'),
    );
    expect(renamed.statusCode).toBe(200);
    expect((await playerNames()).at(-1)).toBe('VIP club');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'promotion_category'), eq(auditLog.outcome, 'done')));
    expect(audit.map((a) => a.action)).toEqual([
      'promotion_category.create',
      'promotion_category.update',
    ]);

    // An empty category can be deleted; one with promotions cannot.
    const del = (body: unknown, role = 'content') =>
      post(t, '/ops/promotions/categories/delete', body, tokens.get(role));
    const welcome = before.find((c) => c.code === 'welcome')!;
    const inUse = await del({ id: welcome.id });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().value.fields).toHaveProperty('id');
    expect((await del({ id }, 'support')).statusCode).toBe(403);
    expect((await del({ id })).statusCode).toBe(200);
    expect((await list()).map((c) => c.code)).not.toContain('vip');
    expect((await del({ id })).statusCode).toBe(404);
    expect((await del({ id: 'x' })).statusCode).toBe(400);
  });

  it('refuses a duplicate code, bad input, an unknown id and roles that do not write', async () => {
    const body = { code: 'welcome', name: { th: 'ซ้ำ', en: 'Twice' }, sortOrder: 1 };
    const twice = await post(t, '/ops/promotions/categories', body, tokens.get('content'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().value.fields).toHaveProperty('code');
    const bad = await post(
      t,
      '/ops/promotions/categories',
      { ...body, code: 'Not OK!' },
      tokens.get('content'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toHaveProperty('code');
    const missing = await post(
      t,
      '/ops/promotions/categories',
      { ...body, id: 999_999, code: 'fresh' },
      tokens.get('content'),
    );
    expect(missing.statusCode).toBe(404);
    for (const role of ['support', 'read_only'])
      expect(
        (await post(t, '/ops/promotions/categories', { ...body, code: 'x' }, tokens.get(role)))
          .statusCode,
      ).toBe(403);
    expect((await list()).filter((c) => c.code === 'welcome')).toHaveLength(1);
  });

  it('a promotion may only be filed under categories of the merchant', async () => {
    const draft = {
      title: { th: 'ทดสอบ', en: 'Test' },
      content: { th: '<p>x</p>', en: '<p>x</p>' },
      imageUrl: null,
      linkUrl: null,
      startAt: clock.now().getTime(),
      endAt: null,
      categoryIds: [987_654],
      enabled: true,
      rule: {
        kind: 'info',
        review: false,
        rateBp: 0,
        cap: null,
        reward: null,
        turnoverMultiple: 0,
        rebateBasis: null,
        memberTypes: [0],
        firstDepositOnly: false,
        periodDays: null,
      },
    };
    const res = await post(t, '/ops/promotions', draft, tokens.get('content'));
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toHaveProperty('categoryIds');
    const [first] = await list();
    const ok = await post(
      t,
      '/ops/promotions',
      { ...draft, categoryIds: [first!.id] },
      tokens.get('content'),
    );
    expect(ok.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  announcements,
  auditLog,
  deposits,
  promotionEntries,
  promotionRules,
} from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';
import { memberBalances } from '../ledger/ledger.service';

const DAY_MS = 86_400_000;
const UNIT = 10_000n;

describe('promotions: join, review, claim', () => {
  let t: TestApp;
  const clock = movableClock();
  let owner: string;
  let content: string;
  let support: string;
  let readOnly: string;
  const slugId = new Map<string, number>();

  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now: clock.now() });
    const { tokens } = await operatorsOfRoles(t, clock, [
      'owner',
      'content',
      'support',
      'read_only',
    ]);
    owner = tokens.get('owner')!;
    content = tokens.get('content')!;
    support = tokens.get('support')!;
    readOnly = tokens.get('read_only')!;
    const rows = await t.database.db
      .select({ id: announcements.id, slug: announcements.slug })
      .from(announcements)
      .where(eq(announcements.type, 'PR'));
    for (const r of rows) slugId.set(r.slug, r.id);
  });
  afterAll(() => t.close());

  const id = (slug: string) => slugId.get(slug)!;
  const act = (what: 'join' | 'claim', headers: Record<string, string>, announcementId: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/wps/promotions/${what}`,
      headers,
      payload: { announcementId },
    });
  const statusOf = async (headers: Record<string, string>, announcementId: number) => {
    const res = await t.app.inject({ url: '/wps/announcements?types=PR', headers });
    expect(res.statusCode).toBe(200);
    return res
      .json<{ value: { promotion: { id: number; status: string; kind: string }[] } }>()
      .value.promotion.find((p) => p.id === announcementId);
  };
  /** Sessions live an hour, so time moves by minutes and the promotions move instead. */
  const reschedule = (announcementId: number, startAt: number, endAt: number | null) =>
    t.database.db
      .update(announcements)
      .set({
        startAt: new Date(startAt),
        endAt: endAt === null ? null : new Date(endAt),
        noExpiry: endAt === null,
      })
      .where(eq(announcements.id, announcementId));

  it('lists each promotion with its kind and a visitor status', async () => {
    const p = await statusOf({}, id('promo-first-deposit'));
    expect(p).toMatchObject({ status: 'join', kind: 'deposit_bonus' });
    expect((await statusOf({}, id('promo-live-tournament')))?.kind).toBe('info');
    const cats = await t.app.inject({
      url: '/wps/promotions/categories',
      headers: { language: 'en' },
    });
    expect(cats.json().value.list.map((c: { name: string }) => c.name)).toEqual([
      'Welcome',
      'Daily rewards',
      'Events',
    ]);
  });

  it('a reviewed deposit bonus: applying, approved, deposit, claim credits the bonus balance', async () => {
    const m = await memberWithSession(t.database.db);
    const promo = id('promo-first-deposit');
    expect((await act('join', {}, promo)).statusCode).toBe(401);
    const joined = await act('join', m.headers, promo);
    expect(joined.json()).toEqual({ success: true, value: { status: 'applying' } });
    expect((await statusOf(m.headers, promo))?.status).toBe('applying');

    const twice = await act('join', m.headers, promo);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().value).toMatchObject({
      reason: 'already_joined',
      fields: { announcementId: expect.any(String) },
    });
    // Claiming before approval is refused and changes nothing.
    expect((await act('claim', m.headers, promo)).json().value.reason).toBe('not_joined');

    const entries = await get(t, `/ops/promotions/entries?announcementId=${promo}`, readOnly);
    expect(entries.statusCode).toBe(200);
    const entry = entries
      .json()
      .value.list.find((e: { memberId: number }) => e.memberId === m.member.id);
    expect(entry).toMatchObject({ status: 'applying', username: m.member.username });

    expect(
      (await post(t, '/ops/promotions/review', { entryId: entry.id, approve: true }, support))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(t, '/ops/promotions/review', { entryId: entry.id, approve: true }, readOnly))
        .statusCode,
    ).toBe(403);
    const ok = await post(
      t,
      '/ops/promotions/review',
      { entryId: entry.id, approve: true },
      content,
    );
    expect(ok.json()).toEqual({ success: true, value: { status: 'joined' } });
    const again = await post(
      t,
      '/ops/promotions/review',
      { entryId: entry.id, approve: false },
      owner,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().value.reason).toBe('not_reviewable');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'promotion.approve'), eq(auditLog.targetId, String(entry.id))),
      );
    expect(audit).toHaveLength(1);

    expect((await statusOf(m.headers, promo))?.status).toBe('joined');
    // Nothing to claim before the qualifying deposit.
    expect((await act('claim', m.headers, promo)).json().value.reason).toBe('not_claimable');

    // A PromptPay deposit, credited by the demo matching, qualifies the joined bonus.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/wps/deposit/promptpay',
      headers: m.headers,
      payload: { amount: '1500', idempotencyKey: `promo-deposit-${m.member.id}` },
    });
    expect(asked.statusCode).toBe(200);
    const matched = await t.app.inject({
      method: 'POST',
      url: '/dev/deposit/promptpay/transfer',
      payload: { amount: asked.json().value.amount },
    });
    expect(matched.statusCode).toBe(200);
    expect((await statusOf(m.headers, promo))?.status).toBe('claim');

    const claim = await act('claim', m.headers, promo);
    expect(claim.json()).toEqual({ success: true, value: { status: 'issued' } });
    const [row] = await t.database.db
      .select()
      .from(promotionEntries)
      .where(eq(promotionEntries.id, entry.id));
    // 100% of 1500 capped at 1000, turnover 10 times.
    expect(row).toMatchObject({
      status: 'issued',
      bonusUnits: 1_000n * UNIT,
      turnoverUnits: 10_000n * UNIT,
      creditNote: `PROMO${entry.id}`,
    });
    expect(row?.claimedAt).toBeInstanceOf(Date);
    expect(row?.issuedAt).toBeInstanceOf(Date);
    // One double-entry posting into the bonus balance, never twice.
    const balances = await memberBalances(t.database.db, m.member.id, 'THB');
    expect(balances.bonus).toBe(1_000n * UNIT);
    expect((await act('claim', m.headers, promo)).json().value.reason).toBe('already_claimed');
    expect((await memberBalances(t.database.db, m.member.id, 'THB')).bonus).toBe(1_000n * UNIT);
    expect((await statusOf(m.headers, promo))?.status).toBe('issued');
  });

  it('an operator rejects an application', async () => {
    const m = await memberWithSession(t.database.db);
    const promo = id('promo-first-deposit');
    await act('join', m.headers, promo);
    const [e] = await t.database.db
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.memberId, m.member.id)));
    const res = await post(
      t,
      '/ops/promotions/review',
      { entryId: e!.id, approve: false, reason: 'duplicate account' },
      owner,
    );
    expect(res.json().value.status).toBe('rejected');
    expect((await statusOf(m.headers, promo))?.status).toBe('rejected');
    expect((await act('join', m.headers, promo)).json().value.reason).toBe('already_joined');
    expect((await act('claim', m.headers, promo)).json().value.reason).toBe('not_joined');
  });

  it('a one-off reward joins at once and is claimed once per period', async () => {
    const m = await memberWithSession(t.database.db);
    const promo = id('promo-daily-check-in');
    // The current daily period ends in a minute.
    await reschedule(promo, clock.now().getTime() - DAY_MS + 60_000, null);
    expect((await act('join', m.headers, promo)).json().value.status).toBe('claim');
    expect((await act('claim', m.headers, promo)).json().value.status).toBe('issued');
    expect((await act('claim', m.headers, promo)).statusCode).toBe(409);
    expect((await act('join', m.headers, promo)).json().value.reason).toBe('already_joined');
    // The next day is a new period.
    clock.advance(61_000);
    expect((await statusOf(m.headers, promo))?.status).toBe('join');
    expect((await act('join', m.headers, promo)).json().value.status).toBe('claim');
    const periods = await t.database.db
      .select({ period: promotionEntries.period, bonus: promotionEntries.bonusUnits })
      .from(promotionEntries)
      .where(and(eq(promotionEntries.memberId, m.member.id)));
    expect(periods.map((p) => p.period).sort()).toHaveLength(2);
    expect(periods.find((p) => p.bonus !== null)?.bonus).toBe(10n * UNIT);
  });

  it('a rebate with no losses has nothing to claim', async () => {
    const m = await memberWithSession(t.database.db);
    const promo = id('promo-daily-cashback');
    expect((await act('join', m.headers, promo)).json().value.status).toBe('claim');
    const res = await act('claim', m.headers, promo);
    expect(res.statusCode).toBe(409);
    expect(res.json().value.reason).toBe('not_claimable');
    const [e] = await t.database.db
      .select()
      .from(promotionEntries)
      .where(eq(promotionEntries.memberId, m.member.id));
    expect(e).toMatchObject({ status: 'joined', claimedAt: null, bonusUnits: null });
  });

  it('gates: information only, member type, trial, first deposit, unknown promotion', async () => {
    const m = await memberWithSession(t.database.db);
    const info = await act('join', m.headers, id('promo-live-tournament'));
    expect(info.statusCode).toBe(409);
    expect(info.json().value.reason).toBe('info_only');

    const four = await memberWithSession(t.database.db, { customerType: 4 });
    const byType = await act('join', four.headers, id('promo-second-deposit'));
    expect(byType.statusCode).toBe(403);
    expect(byType.json().value.reason).toBe('not_eligible_type');

    const trial = await memberWithSession(t.database.db, { isTrial: true });
    expect((await act('join', trial.headers, id('promo-second-deposit'))).json().value.reason).toBe(
      'trial',
    );

    const depositor = await memberWithSession(t.database.db);
    // A deposit the money module credited.
    await t.database.db.insert(deposits).values({
      merchantCode: 'DEMO',
      memberId: depositor.member.id,
      method: 'promptPay',
      requestedAmount: 100n * UNIT,
      amount: 100n * UNIT,
      reference: `GATE${depositor.member.id}`,
      idempotencyKey: `gate-deposit-${depositor.member.id}`,
      expiresAt: new Date(Date.now() + 3_600_000),
      state: 'credited',
    });
    const first = await act('join', depositor.headers, id('promo-first-deposit'));
    expect(first.statusCode).toBe(403);
    expect(first.json().value.reason).toBe('not_first_deposit');

    expect((await act('join', m.headers, 99_999_999)).statusCode).toBe(404);
    expect((await act('join', m.headers, 'x')).statusCode).toBe(400);
    // A notice is not a promotion.
    const [notice] = await t.database.db
      .select({ id: announcements.id })
      .from(announcements)
      .where(eq(announcements.type, 'PL'));
    expect((await act('join', m.headers, notice!.id)).statusCode).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(promotionEntries)
        .where(eq(promotionEntries.memberId, four.member.id)),
    ).toEqual([]);
  });

  it('coming soon before the start, refused after the end; the console creates and schedules', async () => {
    const now = clock.now().getTime();
    const body = {
      title: { th: 'ทดสอบ', en: 'Scheduled reward' },
      content: {
        th: '<p onclick="x()">ok</p><script>alert(1)</script>',
        en: '<a href="javascript:alert(1)">go</a><p style="width:expression(alert(1))">x</p><img src="https://x/a.png" onerror="alert(1)">',
      },
      imageUrl: '/media/promotion/x.webp',
      linkUrl: '/m/deposit',
      startAt: now + 60_000,
      endAt: now + 120_000,
      categoryIds: [],
      enabled: true,
      rule: {
        kind: 'reward',
        review: false,
        rateBp: 0,
        cap: null,
        reward: '5',
        turnoverMultiple: 0,
        rebateBasis: null,
        memberTypes: [0, 1, 2],
        firstDepositOnly: false,
        periodDays: null,
      },
    };
    expect((await post(t, '/ops/promotions', body, support)).statusCode).toBe(403);
    const saved = await post(t, '/ops/promotions', body, content);
    expect(saved.statusCode, saved.body).toBe(200);
    const newId = saved.json().value.id as number;
    const [row] = await t.database.db
      .select()
      .from(announcements)
      .where(eq(announcements.id, newId));
    expect(row?.content.th).toBe('<p>ok</p>');
    expect(row?.content.en).not.toMatch(/javascript|expression|onerror|onclick|script/);
    const [rule] = await t.database.db
      .select()
      .from(promotionRules)
      .where(eq(promotionRules.announcementId, newId));
    expect(rule).toMatchObject({ kind: 'reward', rewardUnits: 5n * UNIT });

    const m = await memberWithSession(t.database.db);
    expect((await statusOf(m.headers, newId))?.status).toBe('coming_soon');
    expect((await act('join', m.headers, newId)).json().value.reason).toBe('not_started');
    clock.advance(61_000);
    expect((await act('join', m.headers, newId)).json().value.status).toBe('claim');
    clock.advance(60_000);
    const late = await act('claim', m.headers, newId);
    expect(late.statusCode).toBe(409);
    expect(late.json().value.reason).toBe('ended');
    const other = await memberWithSession(t.database.db);
    expect((await act('join', other.headers, newId)).json().value.reason).toBe('ended');

    const bad = await post(t, '/ops/promotions', { ...body, endAt: body.startAt - 1 }, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toHaveProperty('endAt');
    const list = await get(t, '/ops/promotions', readOnly);
    expect(list.json().value.list.find((p: { id: number }) => p.id === newId)).toMatchObject({
      counts: { joined: 1 },
      rule: { kind: 'reward', reward: '5.0000' },
    });
    const created = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'promotion.create'), eq(auditLog.targetId, String(newId))));
    expect(created).toHaveLength(1);
  });

  it('the console sets the REFERRAL reward rule (reward, minimum first deposit, turnover), audited', async () => {
    const body = {
      title: { th: 'ชวนเพื่อน', en: 'Invite friends' },
      content: { th: '', en: '' },
      imageUrl: null,
      linkUrl: null,
      startAt: clock.now().getTime(),
      endAt: null,
      categoryIds: [],
      enabled: true,
      rule: {
        kind: 'referral',
        review: false,
        rateBp: 0,
        cap: null,
        reward: '50',
        minDeposit: '100',
        turnoverMultiple: 5,
        rebateBasis: null,
        memberTypes: [0, 1, 2],
        firstDepositOnly: false,
        periodDays: null,
      },
    };
    for (const token of [support, readOnly])
      expect((await post(t, '/ops/promotions', body, token)).statusCode).toBe(403);
    const saved = await post(t, '/ops/promotions', body, content);
    expect(saved.statusCode, saved.body).toBe(200);
    const newId = saved.json().value.id as number;
    const ruleRow = async () =>
      (
        await t.database.db
          .select()
          .from(promotionRules)
          .where(eq(promotionRules.announcementId, newId))
      )[0];
    expect(await ruleRow()).toMatchObject({
      kind: 'referral',
      rewardUnits: 50n * UNIT,
      minDepositUnits: 100n * UNIT,
      turnoverMultiple: 5,
    });
    // The owner drops the minimum: any first deposit pays.
    const edited = await post(
      t,
      '/ops/promotions',
      { ...body, id: newId, rule: { ...body.rule, minDeposit: null } },
      owner,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await ruleRow())?.minDepositUnits).toBeNull();
    const list = await get(t, '/ops/promotions', readOnly);
    expect(list.json().value.list.find((p: { id: number }) => p.id === newId)).toMatchObject({
      rule: { kind: 'referral', reward: '50.0000', minDeposit: null, turnoverMultiple: 5 },
    });
    const bad = await post(
      t,
      '/ops/promotions',
      { ...body, rule: { ...body.rule, minDeposit: '-5' } },
      owner,
    );
    expect(bad.statusCode).toBe(400);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'promotion'), eq(auditLog.targetId, String(newId))));
    expect(audits.map((a) => a.action).sort()).toEqual(['promotion.create', 'promotion.update']);
    expect(audits.find((a) => a.action === 'promotion.update')?.after).toMatchObject({
      rule: { minDeposit: null, reward: '50' },
    });
    // Switch it off again: the other tests' members keep their invite state.
    await t.database.db
      .update(announcements)
      .set({ enabled: false })
      .where(eq(announcements.id, newId));
  });

  it('§5 a promotion that takes a comment is joined with one of at most 140 characters', async () => {
    const now = clock.now().getTime();
    const saved = await post(
      t,
      '/ops/promotions',
      {
        title: { th: 'เล่าให้ฟัง', en: 'Tell us' },
        content: { th: '<p>x</p>', en: '<p>x</p>' },
        imageUrl: null,
        linkUrl: null,
        startAt: now - 60_000,
        endAt: null,
        categoryIds: [],
        enabled: true,
        rule: {
          kind: 'reward',
          review: true,
          rateBp: 0,
          cap: null,
          reward: '5',
          turnoverMultiple: 0,
          rebateBasis: null,
          memberTypes: [0, 1, 2],
          firstDepositOnly: false,
          periodDays: null,
          takesComment: true,
        },
      },
      content,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const promo = saved.json().value.id as number;
    const m = await memberWithSession(t.database.db);
    const listed = await t.app.inject({ url: '/wps/announcements?types=PR', headers: m.headers });
    expect(
      listed
        .json<{ value: { promotion: { id: number; takesComment: boolean }[] } }>()
        .value.promotion.find((p) => p.id === promo)?.takesComment,
    ).toBe(true);
    const join = (comment?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/promotions/join',
        headers: m.headers,
        payload: { announcementId: promo, ...(comment === undefined ? {} : { comment }) },
      });

    const missing = await join('   ');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fieldCodes.comment.code).toBe('required');
    const long = await join('x'.repeat(141));
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().value.fields)).toEqual(['comment']);
    const entries = () =>
      t.database.db
        .select()
        .from(promotionEntries)
        .where(eq(promotionEntries.announcementId, promo));
    expect(await entries()).toHaveLength(0);

    const ok = await join(`  ${'ก'.repeat(140)}  `);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.status).toBe('applying');
    const list = await get(t, `/ops/promotions/entries?announcementId=${promo}`, owner);
    expect(list.json().value.list[0].comment).toBe('ก'.repeat(140));

    // A promotion that takes none keeps none, whatever is sent.
    const other = await memberWithSession(t.database.db);
    const daily = id('promo-daily-check-in');
    await t.app.inject({
      method: 'POST',
      url: '/wps/promotions/join',
      headers: other.headers,
      payload: { announcementId: daily, comment: 'hello' },
    });
    const [plain] = await t.database.db
      .select()
      .from(promotionEntries)
      .where(eq(promotionEntries.memberId, other.member.id));
    expect(plain?.comment).toBeNull();
  });
});

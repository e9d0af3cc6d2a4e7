import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberBankCards, memberLogins, members } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { grantStartingBalance } from '../wallet/wallet.service';
import { get, movableClock, operatorsOfRoles, post } from './ops.test-support';

describe('members in the console', () => {
  let t: TestApp;
  const clock = movableClock();
  let support: string;
  let readOnly: string;
  let owner: string;
  let alice: Awaited<ReturnType<typeof memberWithSession>>;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const { tokens } = await operatorsOfRoles(t, clock, ['owner', 'support', 'read_only']);
    support = tokens.get('support')!;
    readOnly = tokens.get('read_only')!;
    owner = tokens.get('owner')!;
    alice = await memberWithSession(t.database.db);
    await t.database.db
      .update(members)
      .set({
        username: 'alice_smith',
        email: 'Alice@Example.com',
        mobileE164: '+66812345678',
        createdAt: new Date('2026-03-01T17:30:00Z'),
      })
      .where(eq(members.id, alice.member.id));
    const other = await memberWithSession(t.database.db);
    await t.database.db
      .update(members)
      .set({ username: 'al%ex' })
      .where(eq(members.id, other.member.id));
    await grantStartingBalance(t.database.db, t.merchant, alice.member);
    await t.database.db.insert(memberLogins).values([
      { memberId: alice.member.id, at: new Date('2026-03-01T08:00:00Z'), method: 'username' },
      {
        memberId: alice.member.id,
        at: new Date('2026-03-02T08:00:00Z'),
        method: 'sms',
        ip: '203.0.113.9',
        userAgent: 'Phone',
        country: 'TH',
      },
      { memberId: other.member.id, at: new Date('2026-03-02T09:00:00Z'), method: 'username' },
    ]);
  });
  afterAll(() => t.close());

  const names = async (query: string) => {
    const res = await get(t, `/ops/members?${query}`, readOnly);
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<{ value: { list: { username: string }[] } }>()
      .value.list.map((m) => m.username);
  };

  it('answers how many members match in all, a page at a time', async () => {
    const search = async (query: string) => {
      const res = await get(t, `/ops/members?${query}`, readOnly);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ value: { list: { username: string }[]; total: number } }>().value;
    };
    // Two members match "al": the total is theirs, not the page size.
    expect(await search('username=al&pageSize=25')).toMatchObject({ total: 2 });
    const first = await search('username=al&pageSize=1&page=1');
    const second = await search('username=al&pageSize=1&page=2');
    expect(first.total).toBe(2);
    expect(second.total).toBe(2);
    expect([...first.list, ...second.list].map((m) => m.username)).toEqual([
      'al%ex',
      'alice_smith',
    ]);
    expect(await search('username=al&pageSize=1&page=3')).toEqual({ list: [], total: 2 });
    expect(await search('username=nobody-at-all')).toEqual({ list: [], total: 0 });
    const everyone = await search('pageSize=100');
    expect(everyone.total).toBe(everyone.list.length);
    expect((await get(t, '/ops/members?page=0', readOnly)).statusCode).toBe(400);
  });

  it('finds members by username prefix, mobile, e-mail, id and registration day', async () => {
    expect(await names('username=ALI')).toEqual(['alice_smith']);
    expect(await names('username=al')).toEqual(['al%ex', 'alice_smith']);
    // LIKE's wildcards typed by an operator match only themselves.
    expect(await names('username=al%25')).toEqual(['al%ex']);
    expect(await names('username=a_i')).toEqual([]);
    expect(await names('mobile=%2B66812')).toEqual(['alice_smith']);
    expect(await names('mobile=0812')).toEqual([]);
    expect(await names('email=alice@')).toEqual(['alice_smith']);
    expect(await names(`id=${alice.member.id}`)).toEqual(['alice_smith']);
    // 17:30 UTC on 1 March is 2 March in Bangkok, the demo merchant's zone.
    expect(await names('registeredFrom=2026-03-02&registeredTo=2026-03-02')).toEqual([
      'alice_smith',
    ]);
    expect(await names('registeredFrom=2026-03-01&registeredTo=2026-03-01')).toEqual([]);
    const bad = await get(t, '/ops/members?registeredFrom=March&nickname=x', readOnly);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields).sort()).toEqual(['nickname', 'registeredFrom']);
  });

  it('lists real members and trial accounts apart, never together (§6)', async () => {
    const trial = await memberWithSession(t.database.db);
    await t.database.db
      .update(members)
      .set({ username: 'altrial', isTrial: true })
      .where(eq(members.id, trial.member.id));
    expect(await names('username=al')).toEqual(['al%ex', 'alice_smith']);
    expect(await names('username=al&accounts=real')).toEqual(['al%ex', 'alice_smith']);
    expect(await names('username=al&accounts=trial')).toEqual(['altrial']);
    expect(await names(`id=${trial.member.id}`)).toEqual([]);
    expect(await names(`id=${trial.member.id}&accounts=trial`)).toEqual(['altrial']);
    const bad = await get(t, '/ops/members?accounts=both', readOnly);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields)).toEqual(['accounts']);
    // The trial account's own page is still there for support.
    const page = await get(t, `/ops/members/detail?id=${trial.member.id}`, readOnly);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().value.member).toMatchObject({ username: 'altrial', isTrial: true });
  });

  it("shows a member's page: profile, sessions, balance and ledger, notes", async () => {
    expect(
      (
        await post(
          t,
          '/ops/members/notes',
          { memberId: alice.member.id, body: ' asked about VIP ' },
          support,
        )
      ).statusCode,
    ).toBe(200);
    const res = await get(t, `/ops/members/detail?id=${alice.member.id}`, readOnly);
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.member).toMatchObject({
      username: 'alice_smith',
      status: 'active',
      mobile: '+66812345678',
    });
    expect(v.sessions.map((s: { sessionId: number }) => s.sessionId)).toEqual([alice.sessionId]);
    expect(v.logins).toEqual([
      {
        at: Date.parse('2026-03-02T08:00:00Z'),
        method: 'sms',
        ip: '203.0.113.9',
        device: 'Phone',
        country: 'TH',
      },
      {
        at: Date.parse('2026-03-01T08:00:00Z'),
        method: 'username',
        ip: null,
        device: null,
        country: null,
      },
    ]);
    expect(v.balance).toBe('1000.0000');
    expect(v.ledger[0]).toMatchObject({
      kind: 'grant',
      account: 'cash',
      demoCredit: true,
      amount: '1000.0000',
    });
    expect(v.accounts).toEqual([{ kind: 'cash', balance: '1000.0000' }]);
    expect(v.notes).toEqual([
      expect.objectContaining({ operator: 'op_support', body: 'asked about VIP' }),
    ]);
    expect((await get(t, '/ops/members/detail?id=999999', readOnly)).statusCode).toBe(404);
  });

  it("locking ends the member's sessions; unlocking lets them in again", async () => {
    const mine = { authorization: alice.token };
    expect((await t.app.inject({ url: '/wps/member/sessions', headers: mine })).statusCode).toBe(
      200,
    );
    const lock = await post(
      t,
      '/ops/members/lock',
      { memberId: alice.member.id, locked: true },
      support,
    );
    expect(lock.statusCode).toBe(200);
    expect(lock.json().value).toEqual({ status: 'locked', sessionsEnded: 1 });
    expect((await t.app.inject({ url: '/wps/member/sessions', headers: mine })).statusCode).toBe(
      401,
    );
    const audit = await get(t, `/ops/audit?action=member.lock&targetId=${alice.member.id}`, owner);
    expect(audit.json().value.list[0]).toMatchObject({
      operator: 'op_support',
      before: { status: 'active' },
      after: { status: 'locked', sessionsEnded: 1 },
    });
    const unlock = await post(
      t,
      '/ops/members/lock',
      { memberId: alice.member.id, locked: false },
      support,
    );
    expect(unlock.json().value).toEqual({ status: 'active', sessionsEnded: 0 });
  });

  it('ends one session or all of them', async () => {
    const a = await memberWithSession(t.database.db);
    const second = await memberWithSession(t.database.db);
    const one = await post(
      t,
      '/ops/members/sessions/end',
      { memberId: a.member.id, sessionId: a.sessionId },
      support,
    );
    expect(one.json().value).toEqual({ sessionsEnded: 1 });
    // A session of another member is not this member's to end.
    const foreign = await post(
      t,
      '/ops/members/sessions/end',
      { memberId: a.member.id, sessionId: second.sessionId },
      support,
    );
    expect(foreign.statusCode).toBe(404);
    const all = await post(t, '/ops/members/sessions/end', { memberId: second.member.id }, support);
    expect(all.json().value).toEqual({ sessionsEnded: 1 });
    expect(
      (await t.app.inject({ url: '/wps/member/sessions', headers: second.headers })).statusCode,
    ).toBe(401);
  });

  it('sets labels (nochat hides live chat), audited; read-only may not, bad labels are named', async () => {
    const set = await post(
      t,
      '/ops/members/labels',
      { memberId: alice.member.id, labels: ['nochat', 'vip', 'nochat'] },
      support,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value).toEqual({ labels: ['nochat', 'vip'] });
    const page = await get(t, `/ops/members/detail?id=${alice.member.id}`, readOnly);
    expect(page.json().value.member.labels).toEqual(['nochat', 'vip']);
    const audit = await get(
      t,
      `/ops/audit?action=member.setLabels&targetId=${alice.member.id}`,
      owner,
    );
    expect(audit.json().value.list[0]).toMatchObject({
      operator: 'op_support',
      before: { labels: [] },
      after: { labels: ['nochat', 'vip'] },
    });
    const refused = await post(
      t,
      '/ops/members/labels',
      { memberId: alice.member.id, labels: [] },
      readOnly,
    );
    expect(refused.statusCode).toBe(403);
    const bad = await post(
      t,
      '/ops/members/labels',
      { memberId: alice.member.id, labels: ['no chat'] },
      support,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields)).toEqual(['labels.0']);
    const unknown = await post(t, '/ops/members/labels', { memberId: 999999, labels: [] }, support);
    expect(unknown.statusCode).toBe(404);
  });

  it('support corrects the payee real name; cards held in the old name go; audited', async () => {
    const db = t.database.db;
    await db
      .update(members)
      .set({ payeeName: 'Alice Smyth' })
      .where(eq(members.id, alice.member.id));
    const [card] = await db
      .insert(memberBankCards)
      .values({
        memberId: alice.member.id,
        bankCode: 'KBANK',
        accountNumber: '1234567890',
        holderName: 'Alice Smyth',
        isDefault: true,
      })
      .returning();
    const bad = await post(
      t,
      '/ops/members/payee-name',
      { memberId: alice.member.id, payeeName: 'A1ice <b>' },
      support,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields)).toEqual(['payeeName']);
    const refused = await post(
      t,
      '/ops/members/payee-name',
      { memberId: alice.member.id, payeeName: 'Alice Smith' },
      readOnly,
    );
    expect(refused.statusCode).toBe(403);
    const unknown = await post(
      t,
      '/ops/members/payee-name',
      { memberId: 999999, payeeName: 'Alice Smith' },
      support,
    );
    expect(unknown.statusCode).toBe(404);
    // Nothing above wrote anything.
    const page = async () =>
      (await get(t, `/ops/members/detail?id=${alice.member.id}`, readOnly)).json().value.member;
    expect((await page()).payeeName).toBe('Alice Smyth');

    const set = await post(
      t,
      '/ops/members/payee-name',
      { memberId: alice.member.id, payeeName: '  Alice Smith ' },
      support,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value).toEqual({ payeeName: 'Alice Smith', cardsRemoved: 1 });
    expect((await page()).payeeName).toBe('Alice Smith');
    const [after] = await db.select().from(memberBankCards).where(eq(memberBankCards.id, card!.id));
    expect(after!.removedAt).not.toBeNull();
    const audit = await get(
      t,
      `/ops/audit?action=member.setPayeeName&targetId=${alice.member.id}`,
      owner,
    );
    expect(audit.json().value.list[0]).toMatchObject({
      operator: 'op_support',
      before: { payeeName: 'Alice Smyth' },
      after: { payeeName: 'Alice Smith', removedCardIds: [card!.id] },
    });
  });

  it("the audit log is the owner's and read-only's to read", async () => {
    expect((await get(t, '/ops/audit', readOnly)).statusCode).toBe(200);
    expect((await get(t, '/ops/audit', support)).statusCode).toBe(403);
  });
});

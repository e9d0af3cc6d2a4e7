import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER } from '@lotto/contract';
import { auditLog, inboxMessages, members } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';

describe('the inbox (/m/webEmail) and messages from the console', () => {
  let t: TestApp;
  const clock = movableClock();
  let support: string;
  let content: string;
  let readOnly: string;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const { tokens } = await operatorsOfRoles(t, clock, [
      'owner',
      'support',
      'content',
      'read_only',
    ]);
    support = tokens.get('support')!;
    content = tokens.get('content')!;
    readOnly = tokens.get('read_only')!;
  });
  afterAll(() => t.close());

  const inbox = (headers: Record<string, string>, q = '') =>
    t.app.inject({ url: `/wps/message/inbox${q}`, headers });
  const unread = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/wps/member/info', headers })).json().value.unreadCount as number;
  const act = (what: 'read' | 'delete', headers: Record<string, string>, messageId: unknown) =>
    t.app.inject({ method: 'POST', url: `/wps/message/${what}`, headers, payload: { messageId } });

  it('one member gets a message: unread count, read on open, delete own only', async () => {
    const alice = await memberWithSession(t.database.db);
    const bob = await memberWithSession(t.database.db);
    expect(await unread(alice.headers)).toBe(0);
    const body = {
      audience: 'member',
      memberId: alice.member.id,
      title: 'Your bonus',
      content:
        '<p onclick="x()">Hello</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    };
    expect((await post(t, '/ops/messages', body, content)).statusCode).toBe(403);
    expect((await post(t, '/ops/messages', body, readOnly)).statusCode).toBe(403);
    const sent = await post(t, '/ops/messages', body, support);
    expect(sent.json()).toMatchObject({ success: true, value: { recipients: 1 } });
    const id = sent.json().value.id as number;
    const [row] = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.id, id));
    expect(row?.content).not.toMatch(/script|onclick|javascript/);

    expect(await unread(alice.headers)).toBe(1);
    expect(await unread(bob.headers)).toBe(0);
    const page = (await inbox(alice.headers)).json().value;
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, unreadCount: 1 });
    expect(page.list).toEqual([
      expect.objectContaining({
        id,
        title: 'Your bonus',
        read: false,
        content: expect.stringContaining('Hello'),
      }),
    ]);
    expect((await inbox(bob.headers)).json().value.list).toEqual([]);

    // Another member's message is not found, and nothing changes.
    expect((await act('read', bob.headers, id)).statusCode).toBe(404);
    expect((await act('delete', bob.headers, id)).statusCode).toBe(404);
    expect(await unread(alice.headers)).toBe(1);

    expect((await act('read', alice.headers, id)).json()).toEqual({ success: true, value: null });
    expect(await unread(alice.headers)).toBe(0);
    expect((await inbox(alice.headers)).json().value.list[0].read).toBe(true);
    expect((await act('delete', alice.headers, id)).statusCode).toBe(200);
    expect((await inbox(alice.headers)).json().value.list).toEqual([]);
    expect((await act('delete', alice.headers, id)).statusCode).toBe(404);
    expect((await act('read', alice.headers, 'x')).statusCode).toBe(400);
    expect((await inbox({})).statusCode).toBe(401);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message.send'), eq(auditLog.targetId, String(id))));
    expect(audit).toHaveLength(1);
  });

  it('a segment by label and everyone; pages newest first', async () => {
    const vip = await memberWithSession(t.database.db);
    await t.database.db
      .update(members)
      .set({ memberLabels: ['vip'] })
      .where(eq(members.id, vip.member.id));
    const plain = await memberWithSession(t.database.db);
    const seg = await post(
      t,
      '/ops/messages',
      { audience: 'segment', label: 'vip', title: 'VIP', content: '<p>v</p>' },
      support,
    );
    expect(seg.json().value.recipients).toBe(1);
    expect(await unread(plain.headers)).toBe(0);
    for (let i = 0; i < 3; i++) {
      clock.advance(1000);
      const all = await post(
        t,
        '/ops/messages',
        { audience: 'all', title: `All ${i}`, content: '<p>a</p>' },
        support,
      );
      expect(all.json().value.recipients).toBeGreaterThanOrEqual(2);
    }
    expect(await unread(vip.headers)).toBe(4);
    const first = (await inbox(vip.headers, '?pageNo=1&pageSize=3')).json().value;
    expect(first.totalPages).toBe(2);
    expect(first.list.map((m: { title: string }) => m.title)).toEqual(['All 2', 'All 1', 'All 0']);
    const second = (await inbox(vip.headers, '?pageNo=2&pageSize=3')).json().value;
    expect(second.list.map((m: { title: string }) => m.title)).toEqual(['VIP']);
    expect((await inbox(vip.headers, '?pageSize=51')).statusCode).toBe(400);

    const missing = await post(
      t,
      '/ops/messages',
      { audience: 'member', title: 'x', content: 'y' },
      support,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields).toHaveProperty('memberId');
    const nobody = await post(
      t,
      '/ops/messages',
      { audience: 'member', memberId: 99_999_999, title: 'x', content: 'y' },
      support,
    );
    expect(nobody.statusCode).toBe(404);
    const list = await get(t, '/ops/messages', readOnly);
    expect(list.json().value.list[0]).toMatchObject({ audience: 'all', title: 'All 2' });
  });

  it('two sends with one Idempotency-Key deliver once; the replay answers the first result', async () => {
    const member = await memberWithSession(t.database.db);
    const broadcasts = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(inboxMessages)
          .where(eq(inboxMessages.title, 'Once'))
      )[0]!.n;
    const send = (body: object, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ops/messages',
        payload: body,
        headers: { authorization: support, [IDEMPOTENCY_KEY_HEADER]: key },
      });
    const everyone = { audience: 'all', title: 'Once', content: '<p>once</p>' };
    const unreadBefore = await unread(member.headers);
    const [first, second] = await Promise.all([
      send(everyone, 'send-all-key-1'),
      send(everyone, 'send-all-key-1'),
    ]);
    // A send still running answers "in progress"; the console tries again shortly.
    const answers = [first, second].map((r) => r.json());
    expect(answers.filter((a) => a.success)).not.toHaveLength(0);
    const again = await send(everyone, 'send-all-key-1');
    expect(again.statusCode).toBe(200);
    const winner = answers.find((a) => a.success)!;
    expect(again.json().value).toEqual(winner.value);
    expect(await broadcasts()).toBe(1);
    expect(await unread(member.headers)).toBe(unreadBefore + 1);

    // One member, one key, sent one after the other.
    const one = { audience: 'member', memberId: member.member.id, title: 'Hi', content: 'x' };
    const a = await send(one, 'send-one-key-1');
    const b = await send(one, 'send-one-key-1');
    expect(b.json()).toEqual(a.json());
    expect(await unread(member.headers)).toBe(unreadBefore + 2);
    // The same key with another message is refused, and a new key is a new message.
    expect((await send({ ...one, title: 'Other' }, 'send-one-key-1')).statusCode).toBe(409);
    expect((await send(one, 'send-one-key-2')).statusCode).toBe(200);
    expect(await unread(member.headers)).toBe(unreadBefore + 3);
  });
});

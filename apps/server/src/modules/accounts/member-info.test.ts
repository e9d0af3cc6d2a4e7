import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { inboxMessages, inboxReceipts, memberLevelStates, memberLevels } from '../../db/schema';
import { seedDemoLevels } from '../../db/seed/demo-levels';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { createMembersService } from './members.service';
import { createSessionsService } from './sessions.service';

/**
 * Member info reads the level and the unread count with the session: what another instance (or
 * the console, or an evaluation) wrote a moment ago shows on the next call, with nothing kept.
 */
describe('member info shows a new message and a level change at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoLevels(t.database.db, 'DEMO');
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const info = async (headers: Record<string, string>, language = 'en') => {
    const res = await t.app.inject({ url: '/wps/member/info', headers: { ...headers, language } });
    expect(res.statusCode).toBe(200);
    return res.json().value;
  };
  /** A message written straight into the database, as another instance's send would be. */
  const messageTo = async (memberId: number) => {
    const [message] = await db()
      .insert(inboxMessages)
      .values({
        merchantCode: 'DEMO',
        audience: 'member',
        target: String(memberId),
        title: 'Hi',
        content: 'x',
      })
      .returning({ id: inboxMessages.id });
    await db().insert(inboxReceipts).values({ messageId: message!.id, memberId });
    return message!.id;
  };
  const levelId = async (code: string) =>
    (
      await db()
        .select({ id: memberLevels.id })
        .from(memberLevels)
        .where(and(eq(memberLevels.merchantCode, 'DEMO'), eq(memberLevels.code, code)))
    )[0]!.id;

  it('counts a message the moment it is written, and drops it once read or deleted', async () => {
    const m = await memberWithSession(db());
    expect((await info(m.headers)).unreadCount).toBe(0);
    const first = await messageTo(m.member.id);
    const second = await messageTo(m.member.id);
    expect((await info(m.headers)).unreadCount).toBe(2);
    const read = await t.app.inject({
      method: 'POST',
      url: '/wps/message/read',
      headers: m.headers,
      payload: { messageId: first },
    });
    expect(read.statusCode).toBe(200);
    expect((await info(m.headers)).unreadCount).toBe(1);
    await db()
      .update(inboxReceipts)
      .set({ deletedAt: new Date() })
      .where(and(eq(inboxReceipts.messageId, second), eq(inboxReceipts.memberId, m.member.id)));
    expect((await info(m.headers)).unreadCount).toBe(0);
  });

  it('shows a level reached the moment it is written, in the language asked', async () => {
    const m = await memberWithSession(db());
    const before = await info(m.headers);
    expect(before.level).toEqual({ rank: 0, name: 'Bronze' });
    expect(before.memberLabel[0]).toEqual({ labelName: 'Bronze' });
    const now = new Date();
    await db()
      .insert(memberLevelStates)
      .values({
        memberId: m.member.id,
        levelId: await levelId('silver'),
        reachedAt: now,
        evaluatedAt: now,
      });
    const after = await info(m.headers);
    expect(after.level).toEqual({ rank: 1, name: 'Silver' });
    expect(after.memberLabel[0]).toEqual({ labelName: 'Silver' });
    expect((await info(m.headers, 'th')).level).toEqual({ rank: 1, name: 'ซิลเวอร์' });
  });

  it('answers as the member read apart from the session would', async () => {
    const m = await memberWithSession(db());
    await messageTo(m.member.id);
    const sessions = createSessionsService(db(), () => new Date(), {
      idleMinutes: 60,
      maxHours: 1,
      maxPerMember: 5,
    });
    const me = await sessions.resolve(m.token, 'DEMO');
    if (me === null || me === 'expired') throw new Error('the session is not live');
    const apart = await createMembersService(db()).info(me, 'en');
    expect(await info(m.headers)).toEqual(apart);
    expect(apart).toMatchObject({ unreadCount: 1, level: { rank: 0, name: 'Bronze' } });
  });
});

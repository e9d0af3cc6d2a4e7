import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OperatorRole } from '@lotto/contract';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { auditLog, feedback } from '../../db/schema';
import { memberWithSession } from '../games/member-session.test-support';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a png'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('a jpeg')]);
const GIF = Buffer.from('GIF89a and the rest');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const TEXT = 'The deposit I made this morning has not arrived yet, please check it';

describe('feedback: the member sends it with images, support answers in the console', () => {
  let t: TestApp;
  const clock = movableClock();
  let tokens: Map<OperatorRole, string>;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    ({ tokens } = await operatorsOfRoles(t, clock, ['owner', 'support', 'finance', 'read_only']));
  });
  afterAll(() => t.close());

  const send = (headers: Record<string, string>, payload: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/feedback',
      headers: { ...headers, language },
      payload,
    });
  const rowsOf = (memberId: number) =>
    t.database.db.select().from(feedback).where(eq(feedback.memberId, memberId));

  it('sends feedback with two images checked by their bytes; the member lists it', async () => {
    const m = await memberWithSession(t.database.db);
    const res = await send(m.headers, {
      type: 'deposit',
      content: TEXT,
      images: [dataUrl('image/png', PNG), dataUrl('image/jpeg', JPEG)],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ type: 'deposit', imageCount: 2, answer: null });
    const mine = await t.app.inject({ url: '/wps/member/feedback', headers: m.headers });
    expect(mine.json().value).toHaveLength(1);
    const [row] = await rowsOf(m.member.id);
    expect(row!.images.map((i) => i.contentType)).toEqual(['image/png', 'image/jpeg']);
    expect(row!.images[0]!.storageKey).toMatch(/^DEMO\/feedback\/\d+\/[0-9a-f]{24}\.png$/);
  });

  it('Thai words are counted without spaces; too few words, a fourth image, a false png: 400 naming the field, nothing written', async () => {
    const m = await memberWithSession(t.database.db);
    const thai = await send(m.headers, {
      type: 'suggestion',
      content: 'ฝากเงินแล้วยังไม่เข้าบัญชี ช่วยตรวจสอบด้วยครับ',
    });
    expect(thai.statusCode).toBe(200);
    const cases: [object, string][] = [
      [{ type: 'other', content: 'too short' }, 'content'],
      [{ type: 'other', content: 'สั้น' }, 'content'],
      [{ type: 'rant', content: TEXT }, 'type'],
      [
        { type: 'other', content: TEXT, images: Array(4).fill(dataUrl('image/png', PNG)) },
        'images',
      ],
      [{ type: 'other', content: TEXT, images: [dataUrl('image/png', GIF)] }, 'images'],
      [{ type: 'other', content: TEXT, images: ['data:image/gif;base64,R0lGOD'] }, 'images'],
      [
        {
          type: 'other',
          content: TEXT,
          images: [dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))],
        },
        'images',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await send(m.headers, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const fields = Object.keys(res.json().value.fields);
      expect(
        fields.every((f) => f === field || f.startsWith(`${field}.`)),
        fields.join(),
      ).toBe(true);
    }
    expect(await rowsOf(m.member.id)).toHaveLength(1);
  });

  it('needs a real member', async () => {
    expect((await send({}, { type: 'other', content: TEXT })).statusCode).toBe(401);
    const trial = await memberWithSession(t.database.db, { isTrial: true });
    expect((await send(trial.headers, { type: 'other', content: TEXT })).json().code).toBe(
      'TRIAL_NOT_ALLOWED',
    );
  });

  it('support reads it with its images and answers; audited; the answer reaches the inbox', async () => {
    const m = await memberWithSession(t.database.db);
    const sent = (
      await send(m.headers, { type: 'game', content: TEXT, images: [dataUrl('image/png', PNG)] })
    ).json().value;
    expect((await get(t, '/ops/feedback', tokens.get('finance'))).statusCode).toBe(403);
    const open = await get(t, '/ops/feedback?state=open', tokens.get('read_only'));
    expect(open.statusCode).toBe(200);
    const item = open.json().value.list.find((f: { id: number }) => f.id === sent.id);
    expect(item.images).toEqual([dataUrl('image/png', PNG)]);
    expect(item.username).toBe(m.member.username);

    const answer = { id: sent.id, answer: 'We found it <b>and</b> credited it.' };
    expect(
      (await post(t, '/ops/feedback/answer', answer, tokens.get('read_only'))).statusCode,
    ).toBe(403);
    const res = await post(t, '/ops/feedback/answer', answer, tokens.get('support'));
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ answer: answer.answer });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetType, 'feedback'));
    expect(audit.map((a) => [a.action, a.targetId])).toEqual([
      ['feedback.answer', String(sent.id)],
    ]);

    const mine = (await t.app.inject({ url: '/wps/member/feedback', headers: m.headers })).json()
      .value;
    expect(mine[0]).toMatchObject({ id: sent.id, answer: answer.answer });
    const inbox = await t.app.inject({
      url: '/wps/message/inbox?pageNo=1&pageSize=10',
      headers: m.headers,
    });
    expect(inbox.statusCode).toBe(200);
    const [message] = inbox.json().value.list;
    expect(message.title).toBe('คำตอบสำหรับความคิดเห็นของคุณ');
    // The operator's text is text: its markup is escaped, never run.
    expect(message.content).toBe('<p>We found it &lt;b&gt;and&lt;/b&gt; credited it.</p>');

    const missing = await post(
      t,
      '/ops/feedback/answer',
      { id: 999_999, answer: 'x' },
      tokens.get('support'),
    );
    expect(missing.statusCode).toBe(404);
    const empty = await post(
      t,
      '/ops/feedback/answer',
      { id: sent.id, answer: '  ' },
      tokens.get('support'),
    );
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().value.fields)).toEqual(['answer']);
  });

  it('the console filters by member (username prefix, any case) and by answered or not', async () => {
    const a = await memberWithSession(t.database.db);
    const b = await memberWithSession(t.database.db);
    const ofA = (await send(a.headers, { type: 'game', content: TEXT })).json().value.id as number;
    const ofB = (await send(b.headers, { type: 'game', content: TEXT })).json().value.id as number;
    expect(
      (await post(t, '/ops/feedback/answer', { id: ofA, answer: 'Done' }, tokens.get('support')))
        .statusCode,
    ).toBe(200);
    const ids = async (query: string) => {
      const res = await get(t, `/ops/feedback?${query}`, tokens.get('support'));
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().value.list as { id: number; username: string }[])
        .filter((f) => f.id === ofA || f.id === ofB)
        .map((f) => f.id);
    };
    const name = encodeURIComponent(a.member.username.toUpperCase());
    expect(await ids(`state=all&username=${name}`)).toEqual([ofA]);
    expect(await ids(`state=answered&username=${name}`)).toEqual([ofA]);
    expect(await ids(`state=open&username=${name}`)).toEqual([]);
    expect(await ids(`state=open&username=${encodeURIComponent(b.member.username)}`)).toEqual([
      ofB,
    ]);
    expect(await ids('state=answered')).toEqual([ofA]);
    expect(await ids('state=open')).toEqual([ofB]);
    // A prefix both share finds both (newest first); % and _ are letters, not patterns.
    const shared = a.member.username.slice(0, 2);
    expect(await ids(`state=all&username=${shared}`)).toEqual([ofB, ofA]);
    expect(await ids('state=all&username=%25')).toEqual([]);
    expect(await ids('state=all&username=_')).toEqual([]);

    const bad = await get(t, `/ops/feedback?username=${'a'.repeat(33)}`, tokens.get('support'));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields)).toEqual(['username']);
  });
});

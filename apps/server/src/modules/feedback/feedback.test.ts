import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, errorMessage, FEEDBACK_IMAGE_PATH, type OperatorRole } from '@lotto/contract';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { auditLog, feedback } from '../../db/schema';
import { memberWithSession } from '../../../test/helpers/member-session';
import { UPLOAD_BYTES_PER_DAY_MAX } from '../media/member-uploads';
import {
  dataUrl,
  jpegOf,
  pngClaiming,
  pngOf,
  pngSignatureThen,
} from '../media/test-images.test-support';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';
import { FEEDBACK_PER_DAY_MAX } from '../media/upload-limits';

const GIF = Buffer.from('GIF89a and the rest');
const TEXT = 'The deposit I made this morning has not arrived yet, please check it';
/** Where this file's test app keeps private files. */
let FILES = '';
const stored = (key: string) => readFile(join(FILES, key));

describe('feedback: the member sends it with images, support answers in the console', () => {
  let t: TestApp;
  const clock = movableClock();
  let tokens: Map<OperatorRole, string>;
  let PNG: Buffer;
  let JPEG: Buffer;
  beforeAll(async () => {
    [PNG, JPEG] = await Promise.all([pngOf(8, 6), jpegOf(6, 8)]);
    FILES = await mkdtemp(join(tmpdir(), 'feedback-images-'));
    t = await buildTestApp(undefined, { clock: clock.clock, slipDir: FILES });
    ({ tokens } = await operatorsOfRoles(t, clock, ['owner', 'support', 'finance', 'read_only']));
  });
  afterAll(async () => {
    await t.close();
    await rm(FILES, { recursive: true, force: true });
  });

  const send = (headers: Record<string, string>, payload: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/feedback',
      headers: { ...headers, language },
      payload,
    });
  const rowsOf = (memberId: number) =>
    t.database.db.select().from(feedback).where(eq(feedback.memberId, memberId));

  it('sends feedback with two images decoded and stored re-encoded; the member lists it', async () => {
    const m = await memberWithSession(t.database.db);
    // A real png with a script after its end: it decodes, and what is kept is the image alone.
    const script = Buffer.from('<script>alert(1)</script>');
    const res = await send(m.headers, {
      type: 'deposit',
      content: TEXT,
      images: [dataUrl('image/png', Buffer.concat([PNG, script])), dataUrl('image/jpeg', JPEG)],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ type: 'deposit', imageCount: 2, answer: null });
    const mine = await t.app.inject({ url: '/wps/member/feedback', headers: m.headers });
    expect(mine.json().value).toHaveLength(1);
    const [row] = await rowsOf(m.member.id);
    expect(row!.images.map((i) => i.contentType)).toEqual(['image/png', 'image/jpeg']);
    expect(row!.images[0]!.storageKey).toMatch(/^DEMO\/feedback\/\d+\/[0-9a-f]{24}\.png$/);
    for (const [i, image] of row!.images.entries()) {
      const bytes = await stored(image.storageKey);
      expect(bytes.includes(script)).toBe(false);
      expect(image.sizeBytes).toBe(bytes.length);
      const { info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual(i === 0 ? [8, 6] : [6, 8]);
      // Re-encoded: the stored file is exactly the image, nothing after its last marker.
      expect((await sharp(bytes).metadata()).format).toBe(i === 0 ? 'png' : 'jpeg');
      if (i === 0) expect(bytes.subarray(-8, -4).toString()).toBe('IEND');
      else expect([...bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
    }
  });

  it('a png signature before junk, or a decompression bomb, is refused naming images, in the language', async () => {
    const m = await memberWithSession(t.database.db);
    const cases = [
      pngSignatureThen('<script>alert(1)</script>'),
      pngSignatureThen('x'.repeat(4096)),
      await pngClaiming(10_000, 10_000),
    ];
    for (const bytes of cases) {
      for (const language of ['en', 'th'] as const) {
        const res = await send(
          m.headers,
          { type: 'other', content: TEXT, images: [dataUrl('image/png', bytes)] },
          language,
        );
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().code).toBe(ErrorCode.IMAGE_UNREADABLE);
        expect(res.json().message).toBe(errorMessage(ErrorCode.IMAGE_UNREADABLE, language));
        expect(Object.keys(res.json().value.fields)).toEqual(['images']);
      }
    }
    expect(await rowsOf(m.member.id)).toEqual([]);
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
    expect(item.username).toBe(m.member.username);
    // The list carries links, never the images: its answer has none of their bytes.
    expect(item.images).toEqual([
      {
        url: `${FEEDBACK_IMAGE_PATH}?id=${sent.id}&index=0`,
        thumbnailUrl: `${FEEDBACK_IMAGE_PATH}?id=${sent.id}&index=0&size=thumbnail`,
      },
    ]);
    expect(open.body).not.toContain('base64');
    const [row] = await rowsOf(m.member.id);
    const kept = await stored(row!.images[0]!.storageKey);
    expect(open.body).not.toContain(kept.subarray(16, 40).toString('base64'));

    const full = await get(t, item.images[0].url, tokens.get('read_only'));
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.rawPayload.equals(kept)).toBe(true);
    const thumbnail = await get(t, item.images[0].thumbnailUrl, tokens.get('support'));
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBeLessThanOrEqual(8);
    expect((await get(t, item.images[0].url, tokens.get('finance'))).statusCode).toBe(403);
    expect((await get(t, item.images[0].url, undefined)).statusCode).toBe(401);
    const noImage = await get(
      t,
      `${FEEDBACK_IMAGE_PATH}?id=${sent.id}&index=1`,
      tokens.get('support'),
    );
    expect(noImage.statusCode).toBe(404);

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

  it('a member sends at most FEEDBACK_PER_DAY_MAX a day: the next is a 429, nothing written', async () => {
    const m = await memberWithSession(t.database.db);
    for (let i = 0; i < FEEDBACK_PER_DAY_MAX; i++) {
      expect((await send(m.headers, { type: 'game', content: TEXT })).statusCode).toBe(200);
    }
    for (const language of ['en', 'th'] as const) {
      const res = await send(
        m.headers,
        { type: 'game', content: TEXT, images: [dataUrl('image/png', PNG)] },
        language,
      );
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe(ErrorCode.FEEDBACK_DAILY_LIMIT);
      expect(res.json().message).toBe(errorMessage(ErrorCode.FEEDBACK_DAILY_LIMIT, language));
    }
    expect(await rowsOf(m.member.id)).toHaveLength(FEEDBACK_PER_DAY_MAX);
    // Another member is not held by it.
    const other = await memberWithSession(t.database.db);
    expect((await send(other.headers, { type: 'game', content: TEXT })).statusCode).toBe(200);
  });

  it('posts sent at once cannot pass the day bound together: the member is held', async () => {
    const m = await memberWithSession(t.database.db);
    for (let i = 0; i < FEEDBACK_PER_DAY_MAX - 1; i++) {
      expect((await send(m.headers, { type: 'game', content: TEXT })).statusCode).toBe(200);
    }
    const together = await Promise.all(
      [1, 2, 3].map(() =>
        send(m.headers, { type: 'game', content: TEXT, images: [dataUrl('image/png', PNG)] }),
      ),
    );
    expect(together.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
    expect(await rowsOf(m.member.id)).toHaveLength(FEEDBACK_PER_DAY_MAX);
  });

  it("images past the member's bytes of the day are a 429; text alone still goes", async () => {
    const m = await memberWithSession(t.database.db);
    // Earlier today the member stored all but a few bytes of the day's allowance.
    await t.database.db.insert(feedback).values({
      merchantCode: 'DEMO',
      memberId: m.member.id,
      type: 'other',
      content: TEXT,
      images: [
        {
          storageKey: 'DEMO/feedback/0/earlier.png',
          contentType: 'image/png',
          sizeBytes: UPLOAD_BYTES_PER_DAY_MAX - 10,
        },
      ],
      createdAt: clock.now(),
    });
    const res = await send(m.headers, {
      type: 'other',
      content: TEXT,
      images: [dataUrl('image/png', PNG)],
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(ErrorCode.UPLOAD_DAILY_LIMIT);
    expect(await rowsOf(m.member.id)).toHaveLength(1);
    expect((await send(m.headers, { type: 'other', content: TEXT })).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { memberIcons, members } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { auth, registerMember } from '../../../test/helpers/accounts';

/** The member centre: nickname and head icon (§5 images, §7 info/nickname, info/icon). */
describe("the member's nickname and head icon", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const put = (url: string, payload: object, token: string) =>
    t.app.inject({ method: 'PUT', url, payload, headers: auth(token) });
  const dataUrl = (type: string, bytes: Buffer) =>
    `data:${type};base64,${bytes.toString('base64')}`;
  const picture = (format: 'png' | 'jpeg' | 'gif', width = 600, height = 400) =>
    sharp({ create: { width, height, channels: 3, background: '#c04020' } })
      .toFormat(format)
      .toBuffer();
  const iconRows = async (memberId: number) =>
    t.database.db.select().from(memberIcons).where(eq(memberIcons.memberId, memberId));
  const idOf = async (username: string) =>
    (await t.database.db.select().from(members).where(eq(members.username, username)))[0]!.id;

  it('sets the nickname; an empty or too long one names the field', async () => {
    const m = await registerMember(t.app);
    expect(
      (await put('/wps/member/info/nickname', { nickname: 'Lucky Star' }, m.token)).statusCode,
    ).toBe(200);
    const info = await t.app.inject({ url: '/wps/member/info', headers: auth(m.token) });
    expect(info.json().value.nickname).toBe('Lucky Star');
    for (const nickname of ['', 'x'.repeat(41), 'bad\u0000name']) {
      const res = await put('/wps/member/info/nickname', { nickname }, m.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().value.fields).toHaveProperty('nickname');
    }
    const again = await t.app.inject({ url: '/wps/member/info', headers: auth(m.token) });
    expect(again.json().value.nickname).toBe('Lucky Star');
  });

  it('takes a png or jpg, crops it square and resizes it', async () => {
    const m = await registerMember(t.app);
    for (const [type, format] of [
      ['image/png', 'png'],
      ['image/jpeg', 'jpeg'],
    ] as const) {
      const res = await put(
        '/wps/member/info/icon',
        { image: dataUrl(type, await picture(format)) },
        m.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      const url: string = res.json().value.iconUrl;
      expect(url).toMatch(/^data:image\/webp;base64,/);
      const meta = await sharp(Buffer.from(url.split(',')[1]!, 'base64')).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    }
    const got = await t.app.inject({ url: '/wps/member/info/icon', headers: auth(m.token) });
    expect(got.json().value.iconUrl).toMatch(/^data:image\/webp;base64,/);
  });

  it('refuses another type, bytes that are not the type declared, and a file over 5 MB', async () => {
    const m = await registerMember(t.app);
    const id = await idOf(m.username);
    const gif = await put(
      '/wps/member/info/icon',
      { image: dataUrl('image/gif', await picture('gif')) },
      m.token,
    );
    expect(gif.statusCode).toBe(400);
    expect(gif.json().value.fields).toHaveProperty('image');
    const disguised = await put(
      '/wps/member/info/icon',
      { image: dataUrl('image/png', await picture('gif')) },
      m.token,
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().value.fields).toHaveProperty('image');
    const text = await put(
      '/wps/member/info/icon',
      { image: dataUrl('image/jpeg', Buffer.from('not an image at all')) },
      m.token,
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().value.fields).toHaveProperty('image');
    const big = Buffer.concat([await picture('png'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await put(
      '/wps/member/info/icon',
      { image: dataUrl('image/png', big) },
      m.token,
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().value.fields).toHaveProperty('image');
    expect(await iconRows(id)).toHaveLength(0);
    const none = await t.app.inject({ url: '/wps/member/info/icon', headers: auth(m.token) });
    expect(none.json().value.iconUrl).toBeNull();
  });
});

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, errorMessage } from '@lotto/contract';
import { deposits, depositSlips } from '../../db/schema';
import { randomIp } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberBalances } from '../ledger/ledger.service';
import { UPLOAD_BYTES_PER_DAY_MAX } from '../media/member-uploads';
import { jpegOf, pngClaiming, pngOf, pngSignatureThen } from '../media/test-images.test-support';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';
import { SLIPS_PER_DAY_MAX } from '../media/upload-limits';
import { PENDING_BANK_TRANSFERS_MAX } from './bank-transfer-limits';
import { startOfDay } from '../../lib/money-day';
import { moneyMember } from './money.test-support';

/** Where this file's test app keeps slips: its own folder, so no other run's files are seen. */
let SLIP_DIR = '';
const filesOf = async (merchantCode: string, depositId: number) =>
  readdir(join(SLIP_DIR, merchantCode, String(depositId))).catch(() => []);

describe('deposit by bank transfer with slips, approved by finance', () => {
  let t: TestApp;
  const clock = movableClock();
  let finance: string;
  let seq = 0;
  const key = () => `bank-${Date.now().toString(36)}-${seq++}`;
  let PNG: Buffer;
  let JPEG: Buffer;
  beforeAll(async () => {
    [PNG, JPEG] = await Promise.all([pngOf(12, 9), jpegOf(9, 12)]);
    SLIP_DIR = await mkdtemp(join(tmpdir(), 'bank-transfer-slips-'));
    t = await buildTestApp(undefined, { clock: clock.clock, slipDir: SLIP_DIR });
    const { tokens } = await operatorsOfRoles(t, clock, ['owner', 'finance']);
    finance = tokens.get('finance')!;
  });
  afterAll(async () => {
    await t.close();
    await rm(SLIP_DIR, { recursive: true, force: true });
  });

  const call = (url: string, headers: object, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, language: 'en' },
      payload,
      remoteAddress: randomIp(),
    });
  const slip = (
    headers: object,
    depositId: number,
    contentType: string,
    bytes: Buffer,
    language = 'en',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/deposit/slip',
      headers: { ...headers, language },
      payload: { depositId, data: `data:${contentType};base64,${bytes.toString('base64')}` },
      remoteAddress: randomIp(),
    });

  const bankTransfer = (headers: object, amount = '100', language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/deposit/manual',
      headers: { ...headers, language },
      payload: { amount, memberReference: '', idempotencyKey: key() },
      remoteAddress: randomIp(),
    });

  it('slips are png or jpg that decode, under 5 MB, at most 3, stored re-encoded; finance sees them and credits', async () => {
    const m = await moneyMember(t.database.db);
    const created = await call('/wps/deposit/manual', m.headers, {
      amount: '1500',
      memberReference: 'KBANK 0812',
      idempotencyKey: key(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const d = created.json().value;
    expect(d).toMatchObject({
      method: 'bankTransfer',
      amount: '1500.0000',
      state: 'pending',
      qrSvg: null,
    });

    const bad: [string, Buffer, string][] = [
      ['image/gif', PNG, 'data'],
      ['image/png', JPEG, 'data'],
      ['image/jpeg', Buffer.from('GIF89a not an image'), 'data'],
      ['image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'data'],
      // The signature of a png, then anything: not an image.
      ['image/png', pngSignatureThen('<script>alert(1)</script>'), 'data'],
      ['image/png', pngSignatureThen('\0'.repeat(64)), 'data'],
      // A decompression bomb: a small file that says it is 10000 × 10000.
      ['image/png', await pngClaiming(10_000, 10_000), 'data'],
    ];
    for (const [type, bytes, field] of bad) {
      const res = await slip(m.headers, d.id, type, bytes);
      expect(res.statusCode, `${type} ${bytes.length}`).toBe(400);
      expect(Object.keys(res.json().value.fields)).toEqual([field]);
    }
    const junk = await slip(m.headers, d.id, 'image/png', pngSignatureThen('<script>'), 'th');
    expect(junk.json().code).toBe(ErrorCode.IMAGE_UNREADABLE);
    expect(junk.json().message).toBe(errorMessage(ErrorCode.IMAGE_UNREADABLE, 'th'));
    expect(
      await t.database.db.select().from(depositSlips).where(eq(depositSlips.depositId, d.id)),
    ).toEqual([]);
    expect(await filesOf('DEMO', d.id)).toEqual([]);

    const script = Buffer.from('<script>alert(1)</script>');
    const withScript = Buffer.concat([PNG, script]);
    expect((await slip(m.headers, d.id, 'image/png', withScript)).json().value).toEqual({
      slips: 1,
    });
    expect((await slip(m.headers, d.id, 'image/jpeg', JPEG)).json().value).toEqual({ slips: 2 });
    expect((await slip(m.headers, d.id, 'image/png', PNG)).json().value).toEqual({ slips: 3 });
    const fourth = await slip(m.headers, d.id, 'image/png', PNG);
    expect(fourth.statusCode).toBe(400);
    expect(Object.keys(fourth.json().value.fields)).toEqual(['data']);
    // Another member cannot attach to it.
    const other = await moneyMember(t.database.db);
    expect((await slip(other.headers, d.id, 'image/png', PNG)).statusCode).toBe(404);

    const shown = (await get(t, `/ops/finance/deposits/slips?id=${d.id}`, finance)).json().value;
    expect(shown).toHaveLength(3);
    // What is kept is a re-encoded image: it decodes, whole, and carries nothing after it.
    const rows = await t.database.db
      .select()
      .from(depositSlips)
      .where(eq(depositSlips.depositId, d.id));
    for (const [i, row] of rows.entries()) {
      const bytes = await readFile(join(SLIP_DIR, row.storageKey));
      expect(row.sizeBytes).toBe(bytes.length);
      expect(bytes.includes(script)).toBe(false);
      expect(shown[i].dataUrl).toBe(`data:${row.contentType};base64,${bytes.toString('base64')}`);
      const { info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual(i === 1 ? [9, 12] : [12, 9]);
      if (row.contentType === 'image/png') expect(bytes.subarray(-8, -4).toString()).toBe('IEND');
      else expect([...bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
    }

    const before = (await memberBalances(t.database.db, m.member.id, 'THB')).cash;
    const credit = await post(
      t,
      '/ops/finance/deposits/decide',
      { id: d.id, action: 'credit' },
      finance,
    );
    expect(credit.json().value.state).toBe('credited');
    expect((await memberBalances(t.database.db, m.member.id, 'THB')).cash - before).toBe(
      15_000_000n,
    );
    // A decided deposit takes no more slips.
    expect((await slip(m.headers, d.id, 'image/png', PNG)).statusCode).toBe(409);
  });

  it('a rejected bank transfer moves no money', async () => {
    const m = await moneyMember(t.database.db);
    const d = (
      await call('/wps/deposit/manual', m.headers, {
        amount: '200',
        memberReference: '',
        idempotencyKey: key(),
      })
    ).json().value;
    const before = (await memberBalances(t.database.db, m.member.id, 'THB')).cash;
    const res = await post(
      t,
      '/ops/finance/deposits/decide',
      { id: d.id, action: 'reject' },
      finance,
    );
    expect(res.json().value.state).toBe('rejected');
    expect((await memberBalances(t.database.db, m.member.id, 'THB')).cash).toBe(before);
  });

  it('a member has at most PENDING_BANK_TRANSFERS_MAX pending at once: the next is a 409, no row', async () => {
    const m = await moneyMember(t.database.db);
    const made = [];
    for (let i = 0; i < PENDING_BANK_TRANSFERS_MAX; i++) {
      const res = await bankTransfer(m.headers);
      expect(res.statusCode, res.body).toBe(200);
      made.push(res.json().value);
    }
    for (const language of ['en', 'th'] as const) {
      const res = await bankTransfer(m.headers, '100', language);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(ErrorCode.PENDING_DEPOSITS_LIMIT);
      expect(res.json().message).toBe(errorMessage(ErrorCode.PENDING_DEPOSITS_LIMIT, language));
    }
    const rows = await t.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.memberId, m.member.id));
    expect(rows).toHaveLength(PENDING_BANK_TRANSFERS_MAX);
    // Once finance has handled one, the member may ask again.
    await post(t, '/ops/finance/deposits/decide', { id: made[0].id, action: 'reject' }, finance);
    expect((await bankTransfer(m.headers)).statusCode).toBe(200);
  });

  it("slips past the member's count or bytes of the day are a 429; no row, no file", async () => {
    const m = await moneyMember(t.database.db);
    const earlier = (await bankTransfer(m.headers)).json().value;
    const d = (await bankTransfer(m.headers)).json().value;
    // Earlier today: SLIPS_PER_DAY_MAX slips on another transfer.
    const earlierSlips = Array.from({ length: SLIPS_PER_DAY_MAX }, (_, i) => ({
      depositId: earlier.id,
      storageKey: `DEMO/${earlier.id}/earlier-${i}.png`,
      contentType: 'image/png',
      sizeBytes: 100,
      createdAt: clock.now(),
    }));
    await t.database.db.insert(depositSlips).values(earlierSlips);
    for (const language of ['en', 'th'] as const) {
      const res = await slip(m.headers, d.id, 'image/png', PNG, language);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe(ErrorCode.UPLOAD_DAILY_LIMIT);
      expect(res.json().message).toBe(errorMessage(ErrorCode.UPLOAD_DAILY_LIMIT, language));
    }
    expect(
      await t.database.db.select().from(depositSlips).where(eq(depositSlips.depositId, d.id)),
    ).toEqual([]);
    expect(await filesOf('DEMO', d.id)).toEqual([]);

    // Bytes: one slip earlier today took all but a few bytes of the day's allowance.
    await t.database.db.delete(depositSlips).where(eq(depositSlips.depositId, earlier.id));
    await t.database.db.insert(depositSlips).values({
      ...earlierSlips[0]!,
      sizeBytes: UPLOAD_BYTES_PER_DAY_MAX - 10,
    });
    const res = await slip(m.headers, d.id, 'image/png', PNG);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(ErrorCode.UPLOAD_DAILY_LIMIT);
    expect(await filesOf('DEMO', d.id)).toEqual([]);
    // What was stored before today does not count: the allowance is a day's.
    const yesterday = new Date(startOfDay(clock.now(), t.merchant.timeZone).getTime() - 1000);
    await t.database.db
      .update(depositSlips)
      .set({ createdAt: yesterday })
      .where(eq(depositSlips.depositId, earlier.id));
    const nextDay = await slip(m.headers, d.id, 'image/png', PNG);
    expect(nextDay.json().value, nextDay.body).toEqual({ slips: 1 });
  });
});

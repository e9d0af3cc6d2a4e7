import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { depositSlips } from '../../db/schema';
import { randomIp } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberBalances } from '../ledger/ledger.service';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';
import { moneyMember } from './money.test-support';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);

describe('deposit by bank transfer with slips, approved by finance', () => {
  let t: TestApp;
  const clock = movableClock();
  let finance: string;
  let seq = 0;
  const key = () => `bank-${Date.now().toString(36)}-${seq++}`;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const { tokens } = await operatorsOfRoles(t, clock, ['owner', 'finance']);
    finance = tokens.get('finance')!;
  });
  afterAll(() => t.close());

  const call = (url: string, headers: object, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, language: 'en' },
      payload,
      remoteAddress: randomIp(),
    });
  const slip = (headers: object, depositId: number, contentType: string, bytes: Buffer) =>
    call('/wps/deposit/slip', headers, {
      depositId,
      data: `data:${contentType};base64,${bytes.toString('base64')}`,
    });

  it('slips are png or jpg by their bytes, under 5 MB, at most 3; finance sees them and credits', async () => {
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
    ];
    for (const [type, bytes, field] of bad) {
      const res = await slip(m.headers, d.id, type, bytes);
      expect(res.statusCode, `${type} ${bytes.length}`).toBe(400);
      expect(Object.keys(res.json().value.fields)).toEqual([field]);
    }
    expect(
      await t.database.db.select().from(depositSlips).where(eq(depositSlips.depositId, d.id)),
    ).toEqual([]);

    expect((await slip(m.headers, d.id, 'image/png', PNG)).json().value).toEqual({ slips: 1 });
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
    expect(shown[0].dataUrl).toBe(`data:image/png;base64,${PNG.toString('base64')}`);

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
});

import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  auditLog,
  deposits,
  games,
  inboxReceipts,
  inboxMessages,
  lotteryOrders,
  members,
  protectionAgeVerifications,
  withdrawals,
} from '../../db/schema';
import { seedLottery } from '../../db/seed/demo-lottery';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { randomIp } from '../../../test/helpers/accounts';
import { buildTestApp, demoMerchant, type TestApp } from '../../../test/helpers/build-test-app';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';
import { moneyMember, PAYMENT_PASSWORD } from '../money/money.test-support';
import { createWalletService, grantStartingBalance } from '../wallet/wallet.service';

const bkk = (isoLocal: string) => new Date(`${isoLocal}+07:00`);
let keys = 0;
const newKey = () => `age-key-${Date.now()}-${++keys}`;

const documentImage = async () =>
  `data:image/png;base64,${(
    await sharp({
      create: { width: 64, height: 40, channels: 3, background: { r: 200, g: 180, b: 90 } },
    })
      .png()
      .toBuffer()
  ).toString('base64')}`;

describe('age verification before money (issue 34)', () => {
  let t: TestApp;
  let slipDir: string;
  const clock = movableClock();
  let tokens: Map<string, string>;
  let image: string;
  beforeAll(async () => {
    slipDir = await mkdtemp(join(tmpdir(), 'age-docs-'));
    t = await buildTestApp((m) => ({ ...m, ageVerification: { required: true } }), {
      clock: clock.clock,
      slipDir,
    });
    await seedLottery(t.database.db, t.merchant.code);
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now: clock.clock() });
    ({ tokens } = await operatorsOfRoles(t, clock, ['owner', 'support', 'read_only', 'finance']));
    // Signed in: the clock goes to a known minute (the lottery draw below, today's date).
    clock.advance(bkk('2026-11-21T09:34:20').getTime() - clock.now().getTime());
    image = await documentImage();
  });
  afterAll(() => t.close());

  type Headers = Record<string, string>;
  const call = (h: Headers, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url,
      headers: { ...h, language: lang },
      ...(payload ? { payload } : {}),
      remoteAddress: randomIp(),
    });
  const ageOf = async (h: Headers) =>
    (await call(h, 'GET', '/wps/member/protection/age')).json().value;
  const submit = (h: Headers, dateOfBirth: string, data = image, lang = 'en') =>
    call(h, 'POST', '/wps/member/protection/age', { dateOfBirth, data }, lang);
  const promptPay = (h: Headers, lang = 'en') =>
    call(h, 'POST', '/wps/deposit/promptpay', { amount: '100', idempotencyKey: newKey() }, lang);
  /** An approval carries the date of birth the operator read on the document. */
  const decide = (
    id: number,
    action: string,
    reason?: string,
    role = 'support',
    documentDateOfBirth = action === 'approve' ? '1990-05-01' : undefined,
  ) =>
    post(
      t,
      '/ops/protection/ageVerifications/decide',
      {
        id,
        action,
        ...(reason === undefined ? {} : { reason }),
        ...(documentDateOfBirth === undefined ? {} : { documentDateOfBirth }),
      },
      tokens.get(role),
    );
  type Counted =
    typeof deposits | typeof lotteryOrders | typeof withdrawals | typeof protectionAgeVerifications;
  const count = async (table: Counted, id: number) =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.memberId, id))
    )[0]?.n ?? 0;
  const funded = async () => {
    const m = await moneyMember(t.database.db, {
      payeeName: 'Somchai Jaidee',
      paymentPassword: true,
    });
    await grantStartingBalance(t.database.db, t.merchant, m.member);
    return m;
  };

  it('is off in the demo merchant file', () => {
    expect(demoMerchant().ageVerification).toEqual({ required: false });
  });

  it('refuses every spending path, in the player language, and writes nothing', async () => {
    const m = await funded();
    expect(await ageOf(m.headers)).toMatchObject({ required: true, minimumAge: 18, state: 'none' });
    const dep = await promptPay(m.headers);
    expect(dep.statusCode).toBe(403);
    expect(dep.json()).toMatchObject({
      code: 'AGE_NOT_VERIFIED',
      value: { requirement: 'ageVerification' },
    });
    expect(dep.json().message).toMatch(/verify your age/);
    expect((await promptPay(m.headers, 'th')).json().message).toMatch(/^กรุณายืนยันอายุ/);
    expect(await count(deposits, m.member.id)).toBe(0);

    const order = await t.app.inject({
      method: 'POST',
      url: '/lgw/orders',
      headers: { ...m.headers, 'idempotency-key': newKey(), language: 'en' },
      payload: {
        gameCode: 'VN_FAST1',
        numero: '202611210576',
        draws: 1,
        bets: [{ betType: 'vn_de', numbers: ['12'], stakePerUnit: '10' }],
      },
      remoteAddress: randomIp(),
    });
    expect(order.statusCode, order.body).toBe(403);
    expect(order.json().code).toBe('AGE_NOT_VERIFIED');
    expect(await count(lotteryOrders, m.member.id)).toBe(0);

    const [game] = await t.database.db
      .select()
      .from(games)
      .where(and(eq(games.merchantCode, 'DEMO'), eq(games.gameType, 'RNG')))
      .limit(1);
    if (!game) throw new Error('no demo game');
    const launch = await call(
      m.headers,
      'GET',
      `/wps/game/launchGame?category=RNG&vendor=${game.vendorCode}&gameId=${game.gameId}&nodeId=${game.nodeId}&platform=MOBILE`,
    );
    expect(launch.statusCode).toBe(403);
    expect(launch.json().code).toBe('AGE_NOT_VERIFIED');

    const wallet = createWalletService(t.database.db, clock.clock);
    await expect(
      wallet.bet({ vendor: 'PG', txId: `${m.member.id}-a`, memberId: m.member.id, amount: 1n }),
    ).rejects.toMatchObject({ code: 'AGE_NOT_VERIFIED' });

    const card = (
      await call(m.headers, 'POST', '/wps/member/bankCard', {
        bankCode: 'SCB',
        accountNumber: '9876543211',
        holderName: 'Somchai Jaidee',
      })
    ).json().value;
    const out = await call(m.headers, 'POST', '/wps/withdraw', {
      amount: '100',
      bankCardId: card.id,
      paymentPassword: PAYMENT_PASSWORD,
      idempotencyKey: newKey(),
    });
    expect(out.statusCode).toBe(403);
    expect(out.json().code).toBe('AGE_NOT_VERIFIED');
    expect(await count(withdrawals, m.member.id)).toBe(0);
  });

  it('checks the date of birth and the image, and keeps the document privately', async () => {
    const m = await funded();
    const young = await submit(m.headers, '2010-01-01');
    expect(young.statusCode).toBe(400);
    expect(young.json().value.fields).toHaveProperty('dateOfBirth');
    expect(young.json().value.fieldCodes.dateOfBirth).toMatchObject({ params: { min: 18 } });
    // Eighteen on the day (the merchant's calendar) is old enough; a day short is not.
    expect((await submit(m.headers, '2008-11-22')).statusCode).toBe(400);
    const notImage = await submit(
      m.headers,
      '1990-05-01',
      'data:image/png;base64,aGVsbG8gd29ybGQ=',
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().value.fields).toHaveProperty('data');
    const bad = await submit(m.headers, '1990-02-30');
    expect(bad.statusCode).toBe(400);
    expect(await count(protectionAgeVerifications, m.member.id)).toBe(0);

    const ok = await submit(m.headers, '2008-11-21');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ state: 'pending', dateOfBirth: '2008-11-21' });
    const [row] = await t.database.db
      .select()
      .from(protectionAgeVerifications)
      .where(eq(protectionAgeVerifications.memberId, m.member.id));
    // A random name the server made, under the private slip folder, not the member's name.
    expect(row!.storageKey).toMatch(/^age\/DEMO\/\d+\/[0-9a-f]{24}\.png$/);
    expect(row!.storageKey).not.toContain(m.member.username);
    const files = await readdir(join(slipDir, 'age', 'DEMO', String(m.member.id)));
    expect(files).toHaveLength(1);
    // Not served under any public path.
    const publicTry = await t.app.inject({ url: `/media/uploads/${row!.storageKey}` });
    expect(publicTry.statusCode).toBe(404);
    // While one waits, another is refused.
    expect((await submit(m.headers, '2008-11-21')).statusCode).toBe(409);
    // Still no money while it waits.
    expect((await promptPay(m.headers)).json().code).toBe('AGE_NOT_VERIFIED');
  });

  it('support sees the queue and the document, rejects with a reason, then approves; audited and told', async () => {
    const m = await funded();
    await submit(m.headers, '1990-05-01', image, 'th');
    const queue = await get(t, '/ops/protection/ageVerifications', tokens.get('support'));
    expect(queue.statusCode).toBe(200);
    const item = queue.json().value.find((i: { memberId: number }) => i.memberId === m.member.id);
    expect(item).toMatchObject({
      state: 'pending',
      dateOfBirth: '1990-05-01',
      username: m.member.username,
    });
    for (const role of ['read_only', 'finance']) {
      expect((await get(t, '/ops/protection/ageVerifications', tokens.get(role))).statusCode).toBe(
        403,
      );
      expect((await decide(item.id, 'approve', undefined, role)).statusCode).toBe(403);
    }
    expect((await get(t, '/ops/protection/ageVerifications')).statusCode).toBe(401);
    const doc = await get(
      t,
      `/ops/protection/ageVerifications/document?id=${item.id}`,
      tokens.get('owner'),
    );
    expect(doc.statusCode).toBe(200);
    expect(doc.json().value.dataUrl).toMatch(/^data:image\/png;base64,/);

    const noReason = await decide(item.id, 'reject');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().value.fields).toHaveProperty('reason');
    const rejected = await decide(item.id, 'reject', 'The photo is blurred');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await ageOf(m.headers)).toMatchObject({
      state: 'rejected',
      reason: 'The photo is blurred',
    });
    // Decided once.
    expect((await decide(item.id, 'approve')).statusCode).toBe(409);

    await submit(m.headers, '1990-05-01', image, 'th');
    const again = (await get(t, '/ops/protection/ageVerifications', tokens.get('support')))
      .json()
      .value.find((i: { memberId: number }) => i.memberId === m.member.id);
    // Two operators at once: one decision stands.
    const both = await Promise.all([decide(again.id, 'approve'), decide(again.id, 'reject', 'no')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const state = (await ageOf(m.headers)).state;
    if (state !== 'verified') {
      await submit(m.headers, '1990-05-01', image, 'th');
      const third = (await get(t, '/ops/protection/ageVerifications', tokens.get('support')))
        .json()
        .value.find((i: { memberId: number }) => i.memberId === m.member.id);
      expect((await decide(third.id, 'approve')).statusCode).toBe(200);
    }
    expect(await ageOf(m.headers)).toMatchObject({ state: 'verified' });

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'member'), eq(auditLog.targetId, String(m.member.id))));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'protection.age_submitted',
        'protection.age_rejected',
        'protection.age_verified',
      ]),
    );
    // Told in the language the member sent the document in.
    const told = await t.database.db
      .select({ title: inboxMessages.title, content: inboxMessages.content })
      .from(inboxReceipts)
      .innerJoin(inboxMessages, eq(inboxMessages.id, inboxReceipts.messageId))
      .where(eq(inboxReceipts.memberId, m.member.id));
    expect(told.map((x) => x.title)).toEqual(
      expect.arrayContaining(['ยืนยันอายุของคุณแล้ว', 'เอกสารแสดงตนของคุณไม่ผ่านการตรวจสอบ']),
    );
    expect(told.some((x) => x.content.includes('The photo is blurred'))).toBe(true);

    // Now money moves.
    const dep = await promptPay(m.headers);
    expect(dep.statusCode, dep.body).toBe(200);
    expect(await count(deposits, m.member.id)).toBe(1);
  });

  it('two documents sent at once: one waits, the other is refused', async () => {
    const m = await funded();
    const both = await Promise.all([
      submit(m.headers, '1991-01-01'),
      submit(m.headers, '1991-01-01'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select()
      .from(protectionAgeVerifications)
      .where(eq(protectionAgeVerifications.memberId, m.member.id));
    expect(rows).toHaveLength(1);
    const files = await readdir(join(slipDir, 'age', 'DEMO', String(m.member.id)));
    expect(files).toHaveLength(1);
  });

  /** The queue's item of a member's waiting document. */
  const waitingOf = async (memberId: number) =>
    (await get(t, '/ops/protection/ageVerifications', tokens.get('support')))
      .json()
      .value.find((i: { memberId: number }) => i.memberId === memberId);
  const birthDateOf = async (memberId: number) =>
    (
      await t.database.db
        .select({ birthDate: members.birthDate })
        .from(members)
        .where(eq(members.id, memberId))
    )[0]?.birthDate ?? null;
  const auditsOf = async (memberId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'member'), eq(auditLog.targetId, String(memberId))));

  it('approval needs the date on the document: the registered one, else refused and nothing written', async () => {
    const m = await funded();
    // Registered with a date of birth (set here as registration would).
    await t.database.db
      .update(members)
      .set({ birthDate: '1990-01-01' })
      .where(eq(members.id, m.member.id));
    await submit(m.headers, '1990-05-01');
    const item = await waitingOf(m.member.id);
    expect(item).toMatchObject({ dateOfBirth: '1990-05-01', registeredBirthDate: '1990-01-01' });

    // No date read from the document: refused, naming the field.
    const none = await decide(item.id, 'approve', undefined, 'support', '');
    expect(none.statusCode).toBe(400);
    expect(none.json().value.fields).toHaveProperty('documentDateOfBirth');
    const missing = await post(
      t,
      '/ops/protection/ageVerifications/decide',
      { id: item.id, action: 'approve' },
      tokens.get('support'),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fieldCodes.documentDateOfBirth).toMatchObject({
      code: 'required',
    });

    // The document's date differs from the registered one: DOB_MISMATCH on the field.
    const differs = await decide(item.id, 'approve', undefined, 'support', '1990-05-01');
    expect(differs.statusCode).toBe(400);
    expect(differs.json()).toMatchObject({ success: false, code: 'DOB_MISMATCH' });
    expect(differs.json().value.fields.documentDateOfBirth).toContain('1990-01-01');
    expect(differs.json().message).toMatch(/differs from the one given at registration/);
    // Nothing written: still waiting, no decision audited, no money.
    expect(await ageOf(m.headers)).toMatchObject({ state: 'pending' });
    expect((await auditsOf(m.member.id)).map((a) => a.action)).toEqual([
      'protection.age_submitted',
    ]);
    expect(await birthDateOf(m.member.id)).toBe('1990-01-01');
    expect((await promptPay(m.headers)).json().code).toBe('AGE_NOT_VERIFIED');

    // The operator rejects it with a reason instead (the existing path).
    const rejected = await decide(item.id, 'reject', 'The date of birth is not the registered one');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await ageOf(m.headers)).toMatchObject({ state: 'rejected' });

    // A document with the registered date is approved; the registered date stays as it was.
    await submit(m.headers, '1990-01-01');
    const again = await waitingOf(m.member.id);
    const approved = await decide(again.id, 'approve', undefined, 'support', '1990-01-01');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await ageOf(m.headers)).toMatchObject({ state: 'verified' });
    expect(await birthDateOf(m.member.id)).toBe('1990-01-01');
    expect((await auditsOf(m.member.id)).map((a) => a.action)).not.toContain(
      'member.birth_date_recorded',
    );
  });

  it("approval is refused when the document's date is under the minimum age", async () => {
    const m = await funded();
    await submit(m.headers, '1990-05-01');
    const item = await waitingOf(m.member.id);
    // The merchant's calendar says 2026-11-21: a day short of eighteen.
    const young = await decide(item.id, 'approve', undefined, 'support', '2008-11-22');
    expect(young.statusCode).toBe(400);
    expect(young.json().value.fieldCodes.documentDateOfBirth).toMatchObject({
      params: { min: 18 },
    });
    const notADate = await decide(item.id, 'approve', undefined, 'support', '1990-02-30');
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().value.fields).toHaveProperty('documentDateOfBirth');
    expect(await ageOf(m.headers)).toMatchObject({ state: 'pending' });
    expect(await birthDateOf(m.member.id)).toBeNull();
  });

  it("a member who registered without a date of birth has the document's recorded, audited", async () => {
    const m = await funded();
    expect(await birthDateOf(m.member.id)).toBeNull();
    await submit(m.headers, '1990-05-01');
    const item = await waitingOf(m.member.id);
    expect(item.registeredBirthDate).toBeNull();
    // The operator's reading is what is recorded (eighteen on the day is old enough).
    const ok = await decide(item.id, 'approve', undefined, 'owner', '2008-11-21');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await birthDateOf(m.member.id)).toBe('2008-11-21');
    const recorded = (await auditsOf(m.member.id)).find(
      (a) => a.action === 'member.birth_date_recorded',
    );
    expect(recorded).toMatchObject({
      before: { birthDate: null },
      after: { birthDate: '2008-11-21' },
    });
    const verified = (await auditsOf(m.member.id)).find(
      (a) => a.action === 'protection.age_verified',
    );
    expect(verified?.after).toMatchObject({ documentDateOfBirth: '2008-11-21' });
    // Deciding again changes nothing: it was decided.
    expect((await decide(item.id, 'approve', undefined, 'support', '1990-01-01')).statusCode).toBe(
      409,
    );
    expect(await birthDateOf(m.member.id)).toBe('2008-11-21');
  });
});

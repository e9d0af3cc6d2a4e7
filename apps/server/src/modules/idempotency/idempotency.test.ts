import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation, ErrorCode, IDEMPOTENCY_KEY_HEADER } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { HttpError } from '../../lib/http-error';
import { registerOperation } from '../../lib/route';
import { demoMerchant, TEST_ALTCHA } from '../../../test/helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { currentMember } from '../../plugins/session-auth.plugin';
import { memberWithSession } from '../../../test/helpers/member-session';
import { memberBalances, postLedgerTransaction } from '../ledger/ledger.service';
import { upsertMerchantConfig } from '../merchant/merchant.repository';
import { toUnits } from '../../lib/money';
import { idempotent } from './idempotency';

/** A stand-in money call: credits the member through the ledger, keyed by the request's key. */
const testCredit = defineOperation({
  operationId: 'testCredit',
  method: 'POST',
  path: '/wps/test/credit',
  summary: 'test only',
  tags: ['test'],
  auth: 'member',
  body: z.object({ amount: z.string().max(20) }),
  response: z.object({ balance: z.string().max(40), runs: z.number().int() }),
});

describe('idempotent money calls', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let runs = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    const merchant = demoMerchant();
    await upsertMerchantConfig(database.db, merchant);
    app = await buildApp({ database, merchant, accounts: { altcha: TEST_ALTCHA } });
    registerOperation(
      app,
      testCredit,
      idempotent(database.db, testCredit, async (req, key) => {
        runs += 1;
        if (req.body.amount === 'refuse')
          throw new HttpError(ErrorCode.CONFLICT, 'refused', { reason: 'TEST' });
        if (req.body.amount === 'crash') throw new Error('the process fell over');
        if (req.body.amount === 'slow') await new Promise((r) => setTimeout(r, 300));
        const member = currentMember(req);
        const amount = toUnits(req.body.amount);
        const posted = await postLedgerTransaction(database.db, {
          merchantCode: member.merchantCode,
          currency: 'THB',
          kind: 'deposit',
          idempotencyKey: `test-credit:${key}`,
          memberId: member.id,
          entries: [
            { account: { member: member.id, kind: 'cash' }, amount },
            { account: { house: 'deposits_in_transit' }, amount: -amount },
          ],
        });
        return { balance: String(posted.entries[0]!.balanceAfter), runs };
      }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const call = (headers: Record<string, string>, amount: string, key?: string) =>
    app.inject({
      method: 'POST',
      url: '/wps/test/credit',
      headers: { ...headers, ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
      payload: { amount },
    });

  it('runs once per key: a retry gets the first answer, another body a 409', async () => {
    const m = await memberWithSession(database.db);
    const first = await call(m.headers, '10', 'action-0001');
    expect(first.statusCode).toBe(200);
    const again = await call(m.headers, '10', 'action-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await memberBalances(database.db, m.member.id, 'THB')).cash).toBe(toUnits('10'));

    const other = await call(m.headers, '11', 'action-0001');
    expect(other.statusCode).toBe(409);
    expect(other.json().value.fields).toHaveProperty('Idempotency-Key');

    // Keys are per member: another member's same key is a call of its own.
    const n = await memberWithSession(database.db);
    expect((await call(n.headers, '11', 'action-0001')).statusCode).toBe(200);
    expect((await memberBalances(database.db, n.member.id, 'THB')).cash).toBe(toUnits('11'));
  });

  it('a call without a key, or with a malformed one, is refused naming the header', async () => {
    const m = await memberWithSession(database.db);
    const none = await call(m.headers, '1');
    expect(none.statusCode).toBe(400);
    expect(none.json().value.fields).toHaveProperty('Idempotency-Key');
    expect((await call(m.headers, '1', 'short')).statusCode).toBe(400);
    expect((await memberBalances(database.db, m.member.id, 'THB')).cash).toBe(0n);
  });

  it('a refusal is replayed; a crash is not stored, so the retry runs again', async () => {
    const m = await memberWithSession(database.db);
    const before = runs;
    const refused = await call(m.headers, 'refuse', 'action-refuse');
    const replayed = await call(m.headers, 'refuse', 'action-refuse');
    expect(refused.statusCode).toBe(409);
    expect(replayed.json()).toEqual(refused.json());
    expect(runs - before).toBe(1);
    expect((await call(m.headers, 'crash', 'action-crash')).statusCode).toBe(500);
    expect((await call(m.headers, 'crash', 'action-crash')).statusCode).toBe(500);
    expect(runs - before).toBe(3);
  });

  it('words the refusals in the request language (th and en)', async () => {
    const m = await memberWithSession(database.db);
    const th = { ...m.headers, language: 'th' };
    await call(th, '2', 'action-words');
    const reused = await call(th, '3', 'action-words');
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'คำขอนี้ถูกส่งไปแล้วด้วยข้อมูลอื่น กรุณาเริ่มใหม่อีกครั้ง',
      value: { fields: { 'Idempotency-Key': 'was already used for another request' } },
    });
    const en = await call({ ...m.headers, language: 'en' }, '3', 'action-words');
    expect(en.json().message).toBe(
      'This request was already sent with other details, please start again',
    );
    const missing = await call(th, '1');
    expect(missing.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'กรุณาตรวจสอบข้อมูลที่ระบุ',
      value: { fieldCodes: { 'Idempotency-Key': { code: 'required' } } },
    });
    const [first, second] = await Promise.all([
      call(th, 'slow', 'action-slow'),
      new Promise((r) => setTimeout(r, 50)).then(() => call(th, 'slow', 'action-slow')),
    ]);
    // 'slow' is no amount: after its wait the first call fails (and is not stored).
    expect(first.statusCode).toBe(500);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'IDEMPOTENCY_IN_PROGRESS',
      message: 'คำขอก่อนหน้ายังดำเนินการอยู่ กรุณารอสักครู่',
      value: { reason: 'IDEMPOTENCY_IN_PROGRESS' },
    });
  });

  it('concurrent retries of one key move money once', async () => {
    const m = await memberWithSession(database.db);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(m.headers, '5', 'action-concurrent')),
    );
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect((await memberBalances(database.db, m.member.id, 'THB')).cash).toBe(toUnits('5'));
  });
});

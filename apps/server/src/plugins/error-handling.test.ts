import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineOperation } from '@lotto/contract';
import { buildApp } from '../app';
import { registerOperation } from '../lib/route';
import { upsertMerchantConfig } from '../modules/merchant/merchant.repository';
import { demoMerchant } from '../../test/helpers/build-test-app';
import { createTestDatabase } from '../../test/helpers/test-database';

// A call with every kind of input, to check how bad input is answered.
const echo = defineOperation({
  operationId: 'echoForTest',
  method: 'POST',
  path: '/wps/test/echo',
  summary: 'test only',
  tags: ['test'],
  auth: 'none',
  query: z.object({ pageNo: z.coerce.number().int().min(1) }),
  body: z.object({
    username: z
      .string()
      .min(3)
      .max(16)
      .regex(/^[a-z0-9]+$/),
    age: z.number().int(),
    limit: z.number().max(100).optional(),
    site: z.url().optional(),
    kind: z.enum(['a', 'b']).optional(),
  }),
  response: z.object({ username: z.string() }),
});

describe('bad input', () => {
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    dispose = database.dispose;
    const merchant = demoMerchant();
    await upsertMerchantConfig(database.db, merchant);
    app = await buildApp({ database, merchant });
    registerOperation(app, echo, (req) => ({ username: req.body.username }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  const post = (query: string, payload: unknown, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: `/wps/test/echo${query}`,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': contentType },
    });

  it('passes good input through in the envelope', async () => {
    const res = await post('?pageNo=2', { username: 'abc123', age: 20 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { username: 'abc123' } });
  });

  it.each([
    ['too long', { username: 'a'.repeat(17), age: 1 }, 'username'],
    ['wrong characters', { username: "x' OR 1=1 --", age: 1 }, 'username'],
    ['HTML payload', { username: '<script>alert(1)</script>', age: 1 }, 'username'],
    ['missing', { age: 1 }, 'username'],
    ['wrong type', { username: 'abc123', age: 'ten' }, 'age'],
  ])('%s gets 400 naming the field', async (_name, body, field) => {
    const res = await post('?pageNo=1', body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(Object.keys(json.value.fields)).toContain(field);
    expect(json.message).toContain(field);
  });

  it('each field comes with a stable code and its parameters, the message in the request language (issue 16 defect 2)', async () => {
    const ask = (language: string, body: unknown) =>
      app.inject({
        method: 'POST',
        url: '/wps/test/echo?pageNo=1',
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json', language },
      });
    const th = (await ask('th', { username: 'bob!😀', age: 1 })).json();
    expect(th.value.fieldCodes).toEqual({ username: { code: 'format' } });
    expect(th.value.fields.username).toEqual(expect.any(String));
    expect(th.message).toBe('กรุณาตรวจสอบข้อมูลที่ระบุ (username)');
    const en = (await ask('en', { username: 'ab', age: 1 })).json();
    expect(en.value.fieldCodes).toEqual({ username: { code: 'too_short', params: { min: 3 } } });
    expect(en.message).toBe('Please check the highlighted fields (username)');
    const long = (await ask('en', { username: 'a'.repeat(17) })).json();
    expect(long.value.fieldCodes).toEqual({
      username: { code: 'too_long', params: { max: 16 } },
      age: { code: 'required' },
    });
  });

  it("names a number's range, a fraction, an address and a choice by their own codes", async () => {
    const res = await post('?pageNo=0', {
      username: 'abc123',
      age: 1.5,
      limit: 101,
      site: 'x',
      kind: 'c',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fieldCodes).toEqual({
      age: { code: 'whole_number' },
      limit: { code: 'max_value', params: { max: 100 } },
      site: { code: 'url' },
      kind: { code: 'choice' },
    });
  });

  it('bad query values are named too', async () => {
    const res = await post('?pageNo=zero', { username: 'abc123', age: 1 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().value.fields)).toContain('pageNo');
  });

  it('malformed JSON and a wrong content type are 4xx envelopes, never 500', async () => {
    const broken = await post('?pageNo=1', '{"username":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    const wrongType = await post('?pageNo=1', '<u>abc</u>', 'application/xml');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().success).toBe(false);
  });

  it('an oversized body is refused', async () => {
    const res = await post('?pageNo=1', { username: 'abc123', age: 1, pad: 'x'.repeat(70 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });
});

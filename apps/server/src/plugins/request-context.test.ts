import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineOperation, languageField } from '@lotto/contract';
import { buildApp } from '../app';
import { answerLanguage } from '../lib/localized';
import { registerOperation } from '../lib/route';
import { upsertMerchantConfig } from '../modules/merchant/merchant.repository';
import { demoMerchant } from '../../test/helpers/build-test-app';
import { createTestDatabase } from '../../test/helpers/test-database';

// The language a call's texts are picked in: the header's, and the query's where §7 sends one.
const languageEcho = defineOperation({
  operationId: 'languageEchoForTest',
  method: 'GET',
  path: '/wps/test/language',
  summary: 'test only',
  tags: ['test'],
  auth: 'none',
  query: z.object({ language: languageField }),
  response: z.object({ header: z.string(), answer: z.string() }),
});

describe('a catalogue language on a call (§1)', () => {
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    dispose = database.dispose;
    const merchant = {
      ...demoMerchant(),
      languages: {
        default: 'th' as const,
        supported: ['th' as const, 'ko' as const, 'ms' as const],
      },
    };
    await upsertMerchantConfig(database.db, merchant);
    app = await buildApp({ database, merchant });
    registerOperation(app, languageEcho, (req) => ({
      header: req.language,
      answer: answerLanguage(req),
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  const ask = async (headers: Record<string, string>, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/wps/test/language${query}`, headers });
    return { status: res.statusCode, value: res.json<{ value?: unknown }>().value };
  };

  it('reads an offered catalogue language along its chain, in any case', async () => {
    expect(await ask({ language: 'ms' })).toEqual({
      status: 200,
      value: { header: 'id', answer: 'id' },
    });
    expect((await ask({ language: 'KO' })).value).toEqual({ header: 'en', answer: 'en' });
  });

  it('reads one the merchant does not offer in its default', async () => {
    expect((await ask({ language: 'zh-HK' })).value).toEqual({ header: 'th', answer: 'th' });
  });

  it('takes a catalogue code in the query, never a 400, and serves it when offered', async () => {
    expect(await ask({}, '?language=ms')).toEqual({
      status: 200,
      value: { header: 'th', answer: 'id' },
    });
    // zh-HK reads in cn, which this merchant does not offer: the header's language then.
    expect((await ask({ language: 'ko' }, '?language=zh-HK')).value).toEqual({
      header: 'en',
      answer: 'en',
    });
    expect((await ask({}, '?language=xx')).status).toBe(400);
  });
});

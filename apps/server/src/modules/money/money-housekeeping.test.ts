import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { gatewayCallbackOutbox, idempotencyRecords } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { DELIVERED_CALLBACKS_KEPT_MS, pruneMoneyRecords } from './money-housekeeping';
import { IDEMPOTENCY_KEPT_MS } from '../idempotency/idempotency';

const DAY = 24 * 60 * 60_000;

describe('money housekeeping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('removes callbacks acknowledged over 30 days ago and keys over 7 days old, nothing else', async () => {
    const db = t.database.db;
    const now = new Date('2026-06-01T00:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const run = randomUUID().slice(0, 8);
    const callback = (name: string, createdAt: Date, deliveredAt: Date | null) => ({
      gateway: 'demo',
      txId: `${run}-${name}`,
      body: '{}',
      nextAttemptAt: createdAt,
      deliveredAt,
      createdAt,
    });
    await db.insert(gatewayCallbackOutbox).values([
      callback('old', ago(40 * DAY), ago(DELIVERED_CALLBACKS_KEPT_MS + 1000)),
      callback('recent', ago(40 * DAY), ago(DELIVERED_CALLBACKS_KEPT_MS - 60_000)),
      // Never acknowledged: still being retried, whatever its age.
      callback('undelivered', ago(90 * DAY), null),
    ]);
    const key = (name: string, createdAt: Date) => ({
      merchantCode: 'DEMO',
      owner: `member:${run}`,
      key: `${run}-${name}`,
      operationId: 'withdraw',
      requestHash: 'x',
      status: 200,
      response: { ok: true as const, value: null },
      lockedUntil: createdAt,
      createdAt,
    });
    await db
      .insert(idempotencyRecords)
      .values([
        key('old', ago(IDEMPOTENCY_KEPT_MS + 1000)),
        key('recent', ago(IDEMPOTENCY_KEPT_MS - 60_000)),
      ]);

    const removed = await pruneMoneyRecords(db, now);
    expect(removed.callbacks).toBeGreaterThanOrEqual(1);
    expect(removed.idempotencyKeys).toBeGreaterThanOrEqual(1);
    const callbacks = await db
      .select({ txId: gatewayCallbackOutbox.txId })
      .from(gatewayCallbackOutbox)
      .where(
        inArray(
          gatewayCallbackOutbox.txId,
          ['old', 'recent', 'undelivered'].map((n) => `${run}-${n}`),
        ),
      );
    expect(callbacks.map((c) => c.txId).sort()).toEqual([`${run}-recent`, `${run}-undelivered`]);
    const keys = await db
      .select({ key: idempotencyRecords.key })
      .from(idempotencyRecords)
      .where(inArray(idempotencyRecords.key, [`${run}-old`, `${run}-recent`]));
    expect(keys.map((k) => k.key)).toEqual([`${run}-recent`]);
    // A second round finds nothing more of these.
    await pruneMoneyRecords(db, now);
    expect(
      await db
        .select()
        .from(idempotencyRecords)
        .where(inArray(idempotencyRecords.key, [`${run}-recent`])),
    ).toHaveLength(1);
  });
});

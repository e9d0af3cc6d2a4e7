import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { get, movableClock, operatorsOfRoles } from '../ops/ops.test-support';
import { placeUnder } from './hierarchy.service';
import { insertRates, ratesOf } from './rebate-rates';

describe("console: agents' rebate rates (issue 32)", () => {
  let t: TestApp;
  const ops = { owner: '', finance: '', support: '' };
  const clock = movableClock();
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const { tokens } = await operatorsOfRoles(t, clock, ['owner', 'finance', 'support']);
    ops.owner = tokens.get('owner')!;
    ops.finance = tokens.get('finance')!;
    ops.support = tokens.get('support')!;
  });
  afterAll(() => t.close());

  const put = (body: object, who = ops.owner) =>
    t.app.inject({
      method: 'PUT',
      url: '/ops/agents/rates',
      headers: { authorization: who },
      payload: body,
    });
  const audits = async (memberId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agents.rates.set'), eq(auditLog.targetId, String(memberId))));

  /** A top-level agent at 2 % in slots with a sub-agent at 1.5 %, whose downline is at 1 %. */
  async function line() {
    const db = t.database.db;
    const top = (await memberWithSession(db, { customerType: 41 })).member;
    const sub = (await memberWithSession(db, { customerType: 1 })).member;
    const subsub = (await memberWithSession(db, { customerType: 1 })).member;
    await placeUnder(db, 'DEMO', sub.id, top.id, 'username');
    await placeUnder(db, 'DEMO', subsub.id, sub.id, 'username');
    await insertRates(db, top.id, new Map([['RNG', 200]]));
    await insertRates(db, sub.id, new Map([['RNG', 150]]));
    await insertRates(db, subsub.id, new Map([['RNG', 100]]));
    return { top, sub, subsub };
  }

  it("sets a top-level agent's rates within the platform's 0–100 % (audited) and reads them", async () => {
    const { top, sub } = await line();
    const res = await put({ username: top.username, rates: { RNG: '100', LIVE: '0.8' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      username: top.username,
      customerType: 41,
      rates: { RNG: '100.00', LIVE: '0.80' },
      uplineRates: null,
      downlineRates: { RNG: '1.50' },
    });
    const [audit, ...more] = await audits(top.id);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({
      before: { RNG: '2.00' },
      after: { RNG: '100.00', LIVE: '0.80' },
    });
    // "0" removes the rate; finance may set rates too.
    const removed = await put({ username: top.username, rates: { LIVE: '0' } }, ops.finance);
    expect(removed.json().value.rates).toEqual({ RNG: '100.00' });
    const read = await get(t, `/ops/agents/rates?username=${sub.username}`, ops.support);
    expect(read.json().value).toMatchObject({
      rates: { RNG: '1.50' },
      uplineRates: { RNG: '100.00' },
      downlineRates: { RNG: '1.00' },
    });
  });

  it("refuses a rate above the upline's, naming rates.<category>, with nothing written", async () => {
    const { sub } = await line();
    const res = await put({ username: sub.username, rates: { RNG: '1.2' } });
    expect(res.statusCode).toBe(200);
    const above = await put({ username: sub.username, rates: { RNG: '1.8', LIVE: '0.5' } });
    expect(above.statusCode).toBe(400);
    expect(above.json().value.fieldCodes).toEqual({
      'rates.LIVE': { code: 'max_rate', params: { max: '0.00' } },
    });
    expect(Object.fromEntries(await ratesOf(t.database.db, sub.id))).toEqual({ RNG: 120 });
    expect(await audits(sub.id)).toHaveLength(1);
  });

  it("refuses lowering a rate under a direct downline's, naming rates.<category>, with nothing written", async () => {
    const { top, sub } = await line();
    const below = await put({ username: sub.username, rates: { RNG: '0.99' } });
    expect(below.statusCode).toBe(400);
    expect(below.json().value.fields['rates.RNG']).toMatch(
      /below a direct downline's rate of 1.00 %/,
    );
    expect(below.json().value.fieldCodes['rates.RNG']).toEqual({
      code: 'below_downline',
      params: { min: '1.00' },
    });
    const topBelow = await put({ username: top.username, rates: { RNG: '1.49', LIVE: '1' } });
    expect(topBelow.json().value.fields).toHaveProperty(['rates.RNG']);
    expect(Object.fromEntries(await ratesOf(t.database.db, top.id))).toEqual({ RNG: 200 });
    expect(await audits(sub.id)).toHaveLength(0);
    expect(await audits(top.id)).toHaveLength(0);
    // Exactly the downline's rate is allowed.
    expect((await put({ username: sub.username, rates: { RNG: '1' } })).statusCode).toBe(200);
  });

  it('refuses a non-agent, bad input and a role that does not set rates', async () => {
    const player = (await memberWithSession(t.database.db)).member;
    const refused = await put({ username: player.username, rates: { RNG: '1' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().value.fields).toHaveProperty('username');
    const { top } = await line();
    const bad = await put({ username: top.username, rates: { RNG: '1.555' } });
    expect(bad.statusCode).toBe(400);
    expect((await put({ username: top.username, rates: {} })).statusCode).toBe(400);
    const support = await put({ username: top.username, rates: { RNG: '1' } }, ops.support);
    expect(support.statusCode).toBe(403);
    expect(await audits(top.id)).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { get, movableClock, operatorsOfRoles } from '../ops/ops.test-support';
import { grantStartingBalance } from '../wallet/wallet.service';

const HOUR = 60 * 60 * 1000;
let keys = 0;
const newKey = () => `ops-prot-${Date.now()}-${++keys}`;

describe("the console reads a member's protection (issue 34)", () => {
  let t: TestApp;
  const clock = movableClock();
  let tokens: Map<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    ({ tokens } = await operatorsOfRoles(t, clock, [
      'owner',
      'finance',
      'support',
      'read_only',
      'content',
    ]));
  });
  afterAll(() => t.close());

  type Headers = Record<string, string>;
  const asMember = (h: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...h, language: 'en' },
      ...(payload ? { payload } : {}),
      remoteAddress: randomIp(),
    });
  const view = (memberId: number, role = 'support') =>
    get(t, `/ops/members/protection?id=${memberId}`, tokens.get(role));

  it('member readers may read it; content and a visitor may not', async () => {
    const m = await memberWithSession(t.database.db);
    for (const role of ['owner', 'finance', 'support', 'read_only']) {
      const res = await view(m.member.id, role);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
    }
    expect((await view(m.member.id, 'content')).statusCode).toBe(403);
    expect((await get(t, `/ops/members/protection?id=${m.member.id}`)).statusCode).toBe(401);
    const bad = await get(t, '/ops/members/protection?id=abc', tokens.get('support'));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('id');
  });

  it('a member without protection: no limits, the default reality check, no history', async () => {
    const m = await memberWithSession(t.database.db);
    const value = (await view(m.member.id)).json().value;
    expect(value.limits).toHaveLength(9);
    expect(value.limits.every((l: { amount: unknown }) => l.amount === null)).toBe(true);
    expect(value).toMatchObject({
      memberId: m.member.id,
      exclusion: null,
      realityCheckMinutes: 60,
      realityCheckChosen: false,
      changes: [],
    });
  });

  it('after the member sets a limit, deposits, asks a raise and takes a time-out', async () => {
    const m = await memberWithSession(t.database.db);
    await grantStartingBalance(t.database.db, t.merchant, m.member);
    const limit = (amount: string) =>
      asMember(m.headers, 'POST', '/wps/member/protection/limit', {
        kind: 'deposit',
        period: 'day',
        amount,
      });
    expect((await limit('1000')).statusCode).toBe(200);
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/wps/deposit/promptpay',
      headers: { ...m.headers, language: 'en' },
      payload: { amount: '300', idempotencyKey: newKey() },
      remoteAddress: randomIp(),
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const askedAt = clock.now().getTime();
    expect((await limit('2000')).statusCode).toBe(200);
    const interval = await asMember(m.headers, 'POST', '/wps/member/protection/realityCheck', {
      intervalMinutes: 30,
    });
    expect(interval.statusCode, interval.body).toBe(200);
    const timeout = await asMember(m.headers, 'POST', '/wps/member/protection/exclusion', {
      type: 'timeout',
      duration: '24h',
    });
    expect(timeout.statusCode, timeout.body).toBe(200);

    const value = (await view(m.member.id, 'read_only')).json().value;
    const depositDay = value.limits.find(
      (l: { kind: string; period: string }) => l.kind === 'deposit' && l.period === 'day',
    );
    expect(depositDay).toMatchObject({
      amount: '1000.0000',
      used: '300.0000',
      left: '700.0000',
      pending: { amount: '2000.0000' },
    });
    expect(depositDay.pending.confirmableAt).toBeGreaterThanOrEqual(askedAt + 24 * HOUR);
    expect(depositDay.pending.confirmableAt).toBeLessThan(askedAt + 24 * HOUR + HOUR);
    expect(value.exclusion).toMatchObject({ type: 'timeout', duration: '24h' });
    expect(value.exclusion.until - value.exclusion.startedAt).toBe(24 * HOUR);
    expect(value).toMatchObject({ realityCheckMinutes: 30, realityCheckChosen: true });
    expect(value.changes.map((c: { action: string; by: string }) => [c.action, c.by])).toEqual([
      ['protection.timeout', 'member'],
      ['protection.reality_check_set', 'member'],
      ['protection.limit_raise_requested', 'member'],
      ['protection.limit_set', 'member'],
    ]);
    expect(value.changes[3]).toMatchObject({
      before: expect.stringContaining('none'),
      after: expect.stringContaining('1000'),
    });
  });

  it('reports the members at 80 % of a limit or more, the fullest first; content may not read it', async () => {
    const near = await memberWithSession(t.database.db);
    const far = await memberWithSession(t.database.db);
    const setDeposit = (h: Headers, amount: string) =>
      asMember(h, 'POST', '/wps/member/protection/limit', {
        kind: 'deposit',
        period: 'week',
        amount,
      });
    const deposit = (h: Headers, amount: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/deposit/promptpay',
        headers: { ...h, language: 'en' },
        payload: { amount, idempotencyKey: newKey() },
        remoteAddress: randomIp(),
      });
    await setDeposit(near.headers, '500');
    await setDeposit(far.headers, '500');
    expect((await deposit(near.headers, '450')).statusCode).toBe(200);
    expect((await deposit(far.headers, '350')).statusCode).toBe(200);
    // Session time: 25 of 30 minutes today.
    const timed = await memberWithSession(t.database.db);
    await asMember(timed.headers, 'POST', '/wps/member/protection/sessionTime', { minutes: 30 });
    const used = await asMember(timed.headers, 'POST', '/dev/protection/sessionTime', {
      usedSeconds: 25 * 60,
    });
    expect(used.statusCode, used.body).toBe(200);

    const res = await get(t, '/ops/protection/nearLimits', tokens.get('support'));
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().value.list as { memberId: number }[];
    const mine = list.filter((r) =>
      [near.member.id, far.member.id, timed.member.id].includes(r.memberId),
    );
    expect(mine).toEqual([
      {
        memberId: near.member.id,
        username: near.member.username,
        kind: 'deposit',
        period: 'week',
        amount: '500.0000',
        used: '450.0000',
        percent: 90,
      },
      {
        memberId: timed.member.id,
        username: timed.member.username,
        kind: 'session',
        period: 'day',
        amount: '30',
        used: '25',
        percent: 83,
      },
    ]);
    expect((await get(t, '/ops/protection/nearLimits', tokens.get('read_only'))).statusCode).toBe(
      200,
    );
    expect((await get(t, '/ops/protection/nearLimits', tokens.get('content'))).statusCode).toBe(
      403,
    );
  });

  it('a member of another merchant is not found', async () => {
    const other = await memberWithSession(t.database.db, { merchantCode: 'OTHER' });
    const res = await view(other.member.id, 'owner');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('limits');
  });

  it('the console has no call that changes a member’s protection', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/members/protection',
      headers: { authorization: tokens.get('owner')! },
      payload: { id: 1 },
    });
    expect(res.statusCode).toBe(404);
  });
});

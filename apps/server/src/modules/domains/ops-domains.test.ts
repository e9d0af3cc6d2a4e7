import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';

const MAIN = 'https://demo.example.com';
const OTHER = 'https://m.demo.example.com';

describe('the console’s domains', () => {
  let t: TestApp;
  const clock = movableClock();
  let owner: string;
  let readOnly: string;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const { tokens } = await operatorsOfRoles(t, clock, ['owner', 'read_only']);
    owner = tokens.get('owner')!;
    readOnly = tokens.get('read_only')!;
  });
  afterAll(() => t.close());

  const domains = async (token = readOnly) => {
    const res = await get(t, '/ops/domains', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };
  const setBlocked = (body: object, token = owner) =>
    t.app.inject({
      method: 'PUT',
      url: '/ops/domains/blocked',
      payload: body,
      headers: { authorization: token },
    });

  it('shows the apps’ failover reports per pair of domains', async () => {
    await post(t, '/wps/system/domainReport', { from: MAIN, to: OTHER });
    await post(t, '/wps/system/domainReport', { from: MAIN, to: OTHER });
    const value = await domains();
    expect(value.domains).toEqual([
      { domain: 'demo.example.com', origin: MAIN, main: true, blocked: false },
      { domain: 'm.demo.example.com', origin: OTHER, main: false, blocked: false },
    ]);
    expect(value.reports).toEqual([
      { from: MAIN, to: OTHER, count: 2, firstAt: expect.any(Number), lastAt: expect.any(Number) },
    ]);
  });

  it('an owner marks a domain blocked: apps read it at once, and it is audited', async () => {
    const { version } = await domains();
    const res = await setBlocked({ version, domain: 'demo.example.com', blocked: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await domains()).domains[0]).toMatchObject({ blocked: true });
    const route = await t.app.inject({ url: '/wps/system/domainRoute' });
    expect(route.json().value.blocked).toEqual(['demo.example.com']);
    const audit = await get(t, '/ops/audit?action=merchant.domain_blocked', owner);
    expect(audit.json().value.list.at(-1)).toMatchObject({ action: 'merchant.domain_blocked' });

    const cleared = await setBlocked({
      version: version + 1,
      domain: 'demo.example.com',
      blocked: false,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = await t.app.inject({ url: '/wps/system/domainRoute' });
    expect(after.json().value.blocked).toEqual([]);
  });

  it('refuses a domain that is not the merchant’s, and a role other than the owner', async () => {
    const { version } = await domains();
    const foreign = await setBlocked({ version, domain: 'evil.example.com', blocked: true });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().value.fields).toHaveProperty('domain');
    const refused = await setBlocked(
      { version, domain: 'demo.example.com', blocked: true },
      readOnly,
    );
    expect(refused.statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeServiceLink, operations } from '@lotto/contract';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';

describe('system calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('site status is normal for an allowed or unknown country', async () => {
    const res = await t.app.inject({ url: '/wps/system/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      value: { info: '', maintenance: false, regionRestriction: false },
    });
    const th = await t.app.inject({ url: '/wps/system/status', headers: { 'cf-ipcountry': 'th' } });
    expect(th.json().value.regionRestriction).toBe(false);
  });

  it('site status flags a country outside the allowed list', async () => {
    const res = await t.app.inject({
      url: '/wps/system/status',
      headers: { 'cf-ipcountry': 'US' },
    });
    expect(res.json().value.regionRestriction).toBe(true);
  });

  it('consolidated settings carry the §3 global settings and the branding', async () => {
    const res = await t.app.inject({ url: '/wps/system/settings/consolidated' });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(Object.keys(v).sort()).toEqual(
      [
        'customerService',
        'domainRoute',
        'firstVisitPopup',
        'imageCDNs',
        'mainDomain',
        'maintenance',
        'merchant',
        'mobileTemplate',
        'paths',
        'regionRestriction',
        'register',
        'resources',
        'routeAliases',
        'sms',
        'sponsorBanner',
        'whitelabel',
      ].sort(),
    );
    expect(v.merchant.code).toBe('DEMO');
    expect(v.merchant.defaultLanguage).toBe('th');
    expect(v.mobileTemplate).toEqual({ mem_cen: '1', dep_func: '0', entranceMenu: 'horizontal' });
    expect(v.whitelabel.FREEPLAY3).toBe(true);
    // §2.3 the initial-popup status is the merchant's; a file without the block has it off.
    expect(v.firstVisitPopup).toEqual({
      initialPopup: false,
      pictures: { novice: {}, signIn: {}, deposit: {} },
    });
    // §3: the service path is an encoded part plus an 8-character key, readable by the client.
    expect(decodeServiceLink(v.customerService[0].path)).toBe('https://support.example.com/chat');
    expect(v.customerService[0].path).not.toContain('support.example.com');
  });

  it('whitelabel, country, domain route and register settings come from the merchant file', async () => {
    const wl = await t.app.inject({ url: '/wps/system/whitelabel' });
    expect(wl.json().value.MOBILEVERCODELOGIN3).toBe(true);

    const country = await t.app.inject({
      url: '/wps/system/country',
      headers: { 'cf-ipcountry': 'VN' },
    });
    expect(country.json().value).toMatchObject({ countryCode: 'VN', countryDialingCode: '84' });
    const fallback = await t.app.inject({ url: '/wps/system/country' });
    expect(fallback.json().value).toMatchObject({ countryCode: 'TH', countryDialingCode: '66' });
    expect(fallback.json().value.countries.length).toBeGreaterThan(1);

    const route = await t.app.inject({ url: '/wps/system/domainRoute' });
    expect(route.json().value.mainDomain).toBe('demo.example.com');

    const reg = await t.app.inject({ url: '/wps/system/setting/register' });
    expect(reg.json().value.fields.username).toMatchObject({ enabled: true, required: true });
  });

  it('an unknown merchant header is a 400 naming the header', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: { merchant: 'NOPE' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      value: { fields: { Merchant: expect.any(String) } },
    });
  });

  it('an unknown API path is a 404 envelope', async () => {
    const res = await t.app.inject({ url: '/wps/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, value: null, code: 'NOT_FOUND' });
  });

  it('a call that is not built yet answers 501 with the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: {} });
    if (res.statusCode === 501)
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_IMPLEMENTED' });
    else expect(res.statusCode).not.toBe(500);
  });

  it('the OpenAPI 3.1 document names every operation of the contract', async () => {
    const res = await t.app.inject({ url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    const ids = Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap((p) => Object.values(p).map((o) => o.operationId))
      .filter(Boolean);
    for (const op of operations) expect(ids).toContain(op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const docs = await t.app.inject({ url: '/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('sends the security headers and a request id', async () => {
    const res = await t.app.inject({ url: '/wps/system/status' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    const https = await t.app.inject({
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    // Without a trusted proxy the forwarded protocol is ignored.
    expect(https.headers['strict-transport-security']).toBeUndefined();
  });

  it('healthz answers with the database kind', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });
});

describe('status switched through the merchant configuration', () => {
  it('maintenance with its information text', async () => {
    const t = await buildTestApp((m) => ({
      ...m,
      status: { maintenance: true, info: 'Back at 10:00' },
    }));
    try {
      const res = await t.app.inject({
        url: '/wps/system/status',
        headers: { 'cf-ipcountry': 'US' },
      });
      expect(res.json().value).toEqual({
        info: 'Back at 10:00',
        maintenance: true,
        regionRestriction: true,
      });
    } finally {
      await t.close();
    }
  });

  it('unknown countries blocked when the merchant says so', async () => {
    const t = await buildTestApp((m) => ({ ...m, region: { ...m.region, unknown: 'block' } }));
    try {
      const res = await t.app.inject({ url: '/wps/system/status' });
      expect(res.json().value.regionRestriction).toBe(true);
    } finally {
      await t.close();
    }
  });
});

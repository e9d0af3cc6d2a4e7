import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MerchantConfig } from '@lotto/contract';
import { buildApp } from '../../app';
import { buildTestApp, TEST_ALTCHA, type TestApp } from '../../../test/helpers/build-test-app';
import { applyConfigFile, currentConfig } from '../merchant/config-versions';
import { MERCHANT_CACHE_TTL_MS } from '../merchant/merchant.service';
import { get, movableClock, operatorsOfRoles, post } from './ops.test-support';

describe('merchant settings from the console', () => {
  let t: TestApp;
  let other: FastifyInstance;
  const clock = movableClock();
  let owner: string;
  let content: string;
  let readOnly: string;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    // A second instance on the same database, as behind a load balancer.
    other = await buildApp({
      database: t.database,
      merchant: t.merchant,
      accounts: { altcha: TEST_ALTCHA },
    });
    await other.ready();
    const { tokens } = await operatorsOfRoles(t, clock, ['owner', 'content', 'read_only']);
    owner = tokens.get('owner')!;
    content = tokens.get('content')!;
    readOnly = tokens.get('read_only')!;
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const settings = async () => {
    const res = await get(t, '/ops/merchant/settings', readOnly);
    expect(res.statusCode).toBe(200);
    return res.json<{ value: { version: number; config: MerchantConfig } }>().value;
  };
  const put = (body: unknown, token = owner) =>
    t.app.inject({
      method: 'PUT',
      url: '/ops/merchant/settings',
      payload: body as object,
      headers: { authorization: token },
    });
  const status = async (app: FastifyInstance) =>
    (await app.inject({ url: '/wps/system/status' })).json<{
      value: { maintenance: boolean; info: string };
    }>().value;

  it('maintenance from the console reaches this instance at once and every other within seconds', async () => {
    const { version } = await settings();
    expect(await status(other)).toMatchObject({ maintenance: false });
    const on = await post(
      t,
      '/ops/merchant/maintenance',
      { version, maintenance: true, info: 'Back at 14:00' },
      content,
    );
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().value).toMatchObject({
      version: version + 1,
      changes: [
        { path: 'status.info', before: '', after: 'Back at 14:00' },
        { path: 'status.maintenance', before: false, after: true },
      ],
    });
    expect(await status(t.app)).toEqual({
      maintenance: true,
      info: 'Back at 14:00',
      regionRestriction: false,
    });
    await new Promise((r) => setTimeout(r, MERCHANT_CACHE_TTL_MS + 100));
    expect(await status(other)).toMatchObject({ maintenance: true, info: 'Back at 14:00' });

    const off = await post(
      t,
      '/ops/merchant/maintenance',
      { version: version + 1, maintenance: false },
      content,
    );
    expect(off.statusCode).toBe(200);
    expect(await status(t.app)).toMatchObject({ maintenance: false, info: 'Back at 14:00' });
  }, 20_000);

  it('a change on a stale version answers 409 and writes nothing', async () => {
    const { version } = await settings();
    const stale = await post(
      t,
      '/ops/merchant/maintenance',
      { version: version - 1, maintenance: true },
      content,
    );
    expect(stale.statusCode).toBe(409);
    expect((await settings()).version).toBe(version);
  });

  it('two changes of the same version sent at once: one applies, the other answers 409', async () => {
    for (let round = 0; round < 5; round++) {
      const { version } = await settings();
      const answers = await Promise.all(
        ['first', 'second'].map((info) =>
          post(t, '/ops/merchant/maintenance', { version, maintenance: false, info }, content),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect((await settings()).version).toBe(version + 1);
    }
  });

  it('checks a new configuration with the file schema, naming the field', async () => {
    const { version, config } = await settings();
    const bad = await put({
      version,
      config: {
        ...config,
        branding: { ...config.branding, colours: { ...config.branding.colours, primary: 'red' } },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields)[0]).toMatch(/^config\.branding\.colours\.primary/);
    const recode = await put({ version, config: { ...config, code: 'OTHER' } });
    expect(recode.statusCode).toBe(400);
    expect(recode.json().value.fields).toHaveProperty(['config.code']);
    expect((await put({ version, config }, content)).statusCode).toBe(403);

    const renamed = await put({ version, config: { ...config, name: 'Lucky Renamed' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const consolidated = await t.app.inject({ url: '/wps/system/settings/consolidated' });
    expect(consolidated.json().value.merchant.name).toBe('Lucky Renamed');
  });

  it('lists the versions with who changed what, and audits each change', async () => {
    const versions = (await get(t, '/ops/merchant/versions', readOnly)).json().value.list;
    expect(versions[0]).toMatchObject({
      source: 'console',
      by: 'owner1',
      changes: [{ path: 'name', after: 'Lucky Renamed' }],
    });
    expect(versions.map((v: { by: string }) => v.by)).toContain('op_content');
    const audit = await get(t, '/ops/audit?action=merchant.maintenance', owner);
    expect(audit.json().value.list.at(-1)).toMatchObject({
      operator: 'op_content',
      targetType: 'merchant',
      targetId: 'DEMO',
      before: { 'status.maintenance': false },
      after: { 'status.maintenance': true },
    });
  });

  it('§2.4 the login-page video: checked, saved, audited and seen by the app; emptied, gone', async () => {
    const { version, config } = await settings();
    const consolidated = async () =>
      (await t.app.inject({ url: '/wps/system/settings/consolidated' })).json<{
        value: { loginVideo?: { url: string; posterUrl?: string } };
      }>().value;
    expect((await consolidated()).loginVideo).toBeUndefined();
    const plainHttp = await put({
      version,
      config: { ...config, loginVideo: { url: 'http://cdn.example.com/intro.mp4' } },
    });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json().value.fields).toEqual({
      'config.loginVideo.url': 'url must start with / or https://',
    });
    const loginVideo = { url: 'https://cdn.example.com/intro.mp4', posterUrl: '/media/intro.webp' };
    const set = await put({ version, config: { ...config, loginVideo } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.changes).toEqual([
      { path: 'loginVideo', before: null, after: loginVideo },
    ]);
    expect((await consolidated()).loginVideo).toEqual(loginVideo);
    const audit = await get(t, '/ops/audit?action=merchant.settings', owner);
    // Newest first.
    expect(audit.json().value.list[0]).toMatchObject({
      operator: 'owner1',
      targetType: 'merchant',
      after: { version: version + 1, loginVideo },
    });

    const { config: now } = await settings();
    const { loginVideo: _gone, ...without } = now;
    const cleared = await put({ version: version + 1, config: without });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await consolidated()).loginVideo).toBeUndefined();
  });

  it('the file seeds a merchant, is applied again when it changes, else the console stays', async () => {
    const db = t.database.db;
    const file = { ...t.merchant, code: 'FILE1' };
    expect(await applyConfigFile(db, file, new Date())).toBe('seeded');
    expect(await applyConfigFile(db, file, new Date())).toBe('kept');
    expect((await currentConfig(db, 'FILE1')).version).toBe(1);
    const changed = { ...file, name: 'Changed in the file' };
    expect(await applyConfigFile(db, changed, new Date())).toBe('applied');
    const now = await currentConfig(db, 'FILE1');
    expect(now).toMatchObject({ version: 2, config: { name: 'Changed in the file' } });
    // The running DEMO merchant was edited in the console: the same file keeps those edits.
    expect(await applyConfigFile(db, t.merchant, new Date())).toBe('applied');
    expect(await applyConfigFile(db, t.merchant, new Date())).toBe('kept');
  });

  it('an unchanged file whose parsed form gained a default (a new release) is not applied again', async () => {
    const db = t.database.db;
    const text = 'code: FILE2\n# the YAML as written\n';
    const file = { ...t.merchant, code: 'FILE2' };
    expect(await applyConfigFile(db, file, new Date(), text)).toBe('seeded');
    // The same text read by a release whose schema fills in something new.
    const release = { ...file, name: `${file.name} (a new default)` };
    expect(await applyConfigFile(db, release, new Date(), text)).toBe('kept');
    expect(await applyConfigFile(db, release, new Date(), `${text}name: Renamed\n`)).toBe(
      'applied',
    );
  });
});

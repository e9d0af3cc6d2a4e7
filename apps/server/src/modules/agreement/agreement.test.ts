import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { get, movableClock, operatorsOfRoles } from '../ops/ops.test-support';

describe('the user agreement (/m/useragreement) and its console editor', () => {
  let t: TestApp;
  const clock = movableClock();
  let tokens: Map<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    ({ tokens } = await operatorsOfRoles(t, clock, [
      'owner',
      'content',
      'support',
      'read_only',
      'finance',
    ]));
  });
  afterAll(() => t.close());

  const player = (language: string) =>
    t.app.inject({ url: '/wps/system/userAgreement', headers: { language } });
  const save = (payload: unknown, role: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/ops/content/user-agreement',
      payload: payload as object,
      headers: { authorization: tokens.get(role)! },
    });

  it('is empty until written, then answers in the asked language with the dangerous parts removed', async () => {
    const before = (await player('th')).json();
    expect(before).toEqual({
      success: true,
      value: { content: '', language: null, updatedAt: null },
    });

    const content = {
      th: '<h2>ข้อตกลง</h2><p onclick="steal()">ข้อ 1</p><script>alert(1)</script>',
      en: '<h2>Terms</h2><p>Rule 1 <a href="javascript:alert(1)">x</a></p><img src="x" onerror="alert(1)"><div style="width: expression(alert(1))">css</div>',
    };
    const saved = await save({ content }, 'content');
    expect(saved.statusCode).toBe(200);
    const stored = saved.json().value;
    expect(stored.updatedBy).toBeTruthy();
    expect(JSON.stringify(stored.content)).not.toMatch(
      /script|onclick|onerror|javascript|expression/,
    );

    const th = (await player('th')).json().value;
    expect(th).toMatchObject({ language: 'th', content: expect.stringContaining('ข้อ 1') });
    expect(th.content).not.toMatch(/script|onclick/);
    const en = (await player('en')).json().value;
    expect(en).toMatchObject({ language: 'en', content: expect.stringContaining('Rule 1') });
    expect(en.content).not.toMatch(/javascript|onerror|expression/);
    // A language without its own text reads the English one.
    expect((await player('vi')).json().value).toMatchObject({ language: 'en' });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user_agreement.update'), eq(auditLog.outcome, 'done')));
    expect(entry).toMatchObject({ targetType: 'merchant_document', targetId: 'user_agreement' });
  });

  it('an empty text removes a language; bad input is refused naming the field, nothing written', async () => {
    await save({ content: { th: '<p>ไทย</p>', en: '<p>English</p>' } }, 'owner');
    const dropped = await save(
      { content: { th: '<p>ไทย</p>', en: '  <script>x</script> ' } },
      'owner',
    );
    expect(dropped.json().value.content).toEqual({ th: '<p>ไทย</p>' });
    expect((await player('en')).json().value).toMatchObject({ language: 'th' });

    const bad = await save({ content: { th: 'a\u0000b' } }, 'owner');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toHaveProperty(['content.th']);
    const unknown = await save({ content: { xx: 'hi' } }, 'owner');
    expect(unknown.statusCode).toBe(400);
    const tooLong = await save({ content: { en: 'x'.repeat(50_001) } }, 'owner');
    expect(tooLong.statusCode).toBe(400);
    expect((await player('th')).json().value.content).toBe('<p>ไทย</p>');
  });

  it('content writers and the owner save; read-only reads; others are refused', async () => {
    for (const role of ['support', 'read_only', 'finance'])
      expect((await save({ content: { en: '<p>x</p>' } }, role)).statusCode).toBe(403);
    expect((await get(t, '/ops/content/user-agreement', tokens.get('read_only'))).statusCode).toBe(
      200,
    );
    expect((await get(t, '/ops/content/user-agreement', tokens.get('finance'))).statusCode).toBe(
      403,
    );
    expect((await get(t, '/ops/content/user-agreement')).statusCode).toBe(401);
  });
});

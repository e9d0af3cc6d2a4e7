import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { addReferralPromotion } from './referral-promotion.test-support';

describe('referral status (§6: the invite-friends entries show only with REFERRAL on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    const res = await t.app.inject({ url: '/wps/promotions/referral' });
    expect(res.statusCode).toBe(401);
  });

  it('is off without a running REFERRAL promotion for the member type, on with one', async () => {
    const m = await memberWithSession(t.database.db);
    const status = async () => {
      const res = await t.app.inject({ url: '/wps/promotions/referral', headers: m.headers });
      expect(res.statusCode).toBe(200);
      return res.json().value;
    };
    expect(await status()).toEqual({ enabled: false });
    await addReferralPromotion(t.database.db, { enabled: false });
    expect(await status()).toEqual({ enabled: false });
    await addReferralPromotion(t.database.db, { memberTypes: [1, 2] });
    expect(await status()).toEqual({ enabled: false });
    await addReferralPromotion(t.database.db, { memberTypes: [0] });
    expect(await status()).toEqual({ enabled: true });
  });
});

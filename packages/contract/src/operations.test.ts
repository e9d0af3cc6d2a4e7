import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operations } from './operations';

const required = [
  'login',
  'trialLogin',
  'captcha',
  'smsCodeNoLogin',
  'register',
  'registerMobile',
  'logout',
  'hotMatch',
  'announcements',
  'markAnnouncementRead',
  'affiliateCheck',
  'addFavourite',
  'removeFavourite',
  'favouriteIds',
  'favouriteList',
  'gameList',
  'recentGames',
  'addRecentGame',
  'hotGames',
  'vendorGameTypes',
  'lotteryMenu',
  'recentLottery',
  'lotteryLaunch',
  'launchGame',
  'memberInfo',
  'chatLaunch',
  'contractRequest',
  'lotteryDrawNumber',
  'checkUsername',
  'trialUser',
  'sessionRenew',
  'siteStatus',
  'consolidatedSettings',
  'whitelabel',
  'countryList',
  'domainRoute',
  'registerSettings',
];

describe('operations registry', () => {
  const ids = operations.map((o) => o.operationId);

  it('has unique lowerCamelCase operationIds', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it('has one operation per method and path', () => {
    const keys = operations.map((o) => `${o.method} ${o.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds every call the web needs', () => {
    expect(ids).toEqual(expect.arrayContaining(required));
  });

  it.each(operations.map((o) => [o.operationId, o] as const))('%s is well formed', (_id, op) => {
    expect(op.path).toMatch(/^\/(?:wps|lgw|lotto)\//);
    expect(op.summary).toMatch(/§\d/);
    expect(op.tags.length).toBeGreaterThan(0);
    expect(['none', 'member', 'optional']).toContain(op.auth);
    if (op.method === 'GET' || op.method === 'DELETE') expect(op.body).toBeUndefined();
  });

  it('can describe every schema as JSON Schema for the OpenAPI document', () => {
    for (const op of operations) {
      if (op.query) expect(() => z.toJSONSchema(op.query!, { io: 'input' })).not.toThrow();
      if (op.body) expect(() => z.toJSONSchema(op.body!, { io: 'input' })).not.toThrow();
      expect(() => z.toJSONSchema(op.response, { io: 'output' })).not.toThrow();
    }
  });
});

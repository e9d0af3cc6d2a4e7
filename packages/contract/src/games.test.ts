import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GAME_LIST_PAGE_SIZE } from './constants';
import { classifyCategory } from './enums';
import { gameItem, gameListQuery, launchGameQuery } from './games';
import { lotteryLaunchQuery, playTypeOf } from './lottery';

const issueFor = (result: z.ZodSafeParseResult<unknown>, field: string) =>
  result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field);

describe('game list query', () => {
  it('reads query strings and fills the defaults', () => {
    const r = gameListQuery.parse({ gameType: 'LIVE', pageNo: '2', minLine: '25' });
    expect(r).toMatchObject({
      gameType: 'LIVE',
      pageNo: 2,
      pageSize: GAME_LIST_PAGE_SIZE,
      minLine: 25,
    });
    expect(gameListQuery.parse({}).gameType).toBe('RNG');
  });

  it('takes §1 cockfighting as a game type, for lists and for the launch', () => {
    expect(gameListQuery.parse({ gameType: 'COCKFIGHT' }).gameType).toBe('COCKFIGHT');
    expect(
      launchGameQuery.safeParse({ category: 'COCKFIGHT', vendor: 'SV388', platform: 'MOBILE' })
        .success,
    ).toBe(true);
  });

  it('trims the game name', () => {
    expect(gameListQuery.parse({ gameName: '  Fortune  ' }).gameName).toBe('Fortune');
  });

  it('accepts the filters of the panel', () => {
    const r = gameListQuery.safeParse({ vassalage: 'PG', gameClassify: 'BAC', minBet: '0.05' });
    expect(r.success).toBe(true);
  });

  it('names each bad field', () => {
    const r = gameListQuery.safeParse({
      gameType: 'CARDS',
      pageNo: 'two',
      pageSize: '500',
      gameClassify: 'XX',
      minBet: '0.02',
      vassalage: 'P G',
    });
    expect(issueFor(r, 'gameType')?.message).toMatch(/^gameType must be one of/);
    expect(issueFor(r, 'pageNo')?.message).toBe('pageNo must be a whole number');
    expect(issueFor(r, 'pageSize')?.message).toBe('pageSize must be at most 100');
    expect(issueFor(r, 'gameClassify')?.message).toMatch(/^gameClassify must be one of/);
    expect(issueFor(r, 'minBet')?.message).toBe('minBet must be one of 0.01, 0.05, 0.1, 0.5, 0.75');
    expect(issueFor(r, 'vassalage')).toBeDefined();
  });
});

describe('game item', () => {
  const item = {
    nodeId: 101,
    vassalage: 'PG',
    vendorCode: 'PG',
    gameCode: 'fortune-tiger',
    gameType: 'RNG',
    gameId: '126',
    roomId: null,
    gameName: 'Fortune Tiger',
    nodeName: 'Fortune Tiger',
    showIcon: null,
    iconUrl: 'https://cdn.example.com/pg/126.png',
    mobileLargeIcon: null,
    isTop: true,
    isNew: false,
    supportPlay: 1,
    gameGroupId: null,
    gameClassify: 'JP',
    minBet: '0.01',
  };

  it('accepts a well-formed item', () => {
    expect(gameItem.safeParse(item).success).toBe(true);
  });

  it('keeps minBet a decimal string', () => {
    expect(gameItem.safeParse({ ...item, minBet: 0.01 }).success).toBe(false);
    expect(gameItem.safeParse({ ...item, minBet: '1e3' }).success).toBe(false);
  });
});

describe('lottery launch query', () => {
  it('needs a game code for the betting view', () => {
    const r = lotteryLaunchQuery.safeParse({ lottoView: 'betting' });
    expect(issueFor(r, 'lottoGameCode')?.message).toBe(
      'lottoGameCode is required for the betting view',
    );
    expect(lotteryLaunchQuery.safeParse({ lottoView: 'lobby' }).success).toBe(true);
  });

  it('refuses a backUrl that is not http(s)', () => {
    const r = lotteryLaunchQuery.safeParse({ lottoView: 'lobby', backUrl: 'javascript:alert(1)' });
    expect(issueFor(r, 'backUrl')?.message).toBe('backUrl must be an http(s) URL');
  });
});

describe('helpers', () => {
  it('derives the play type from lottoMode', () => {
    expect(playTypeOf('SEA_Entertainment')).toBe('ent');
    expect(playTypeOf('SEA_Tradition')).toBe('trad');
    expect(playTypeOf(null)).toBe('trad');
  });

  it('files classify codes under RNG or LIVE', () => {
    expect(classifyCategory('JP')).toBe('RNG');
    expect(classifyCategory('BAC')).toBe('LIVE');
  });
});

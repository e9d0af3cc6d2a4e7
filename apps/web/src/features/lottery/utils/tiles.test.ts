import { describe, expect, it } from 'vitest';
import type { LotteryMenuValue, LotteryTile } from '@lotto/contract';
import { allTiles, favouritesFirst, filterTiles, hotTiles, tileClock } from './tiles';

const tile = (gameCode: string, gameId: string, remark: string): LotteryTile => ({
  code: gameCode,
  gameCode,
  gameId,
  mobileIconUrl: null,
  showIcon: null,
  remark,
  nodeName: remark,
  isSale: true,
  remainTime: 30,
  lockTime: 5,
  lotteryTime: [1_000, 61_000],
  gameType: 'LOTT',
  vassalage: 'TCG_LOTTO_VN',
  roomId: null,
  nodeId: Number(gameId),
  lottoMode: 'Tradition',
});

const fast1 = tile('VN_FAST1', '101', 'Vietnam Fast 1 Minute');
const north = tile('VN_NORTH', '105', 'Northern Vietnam Daily');
const thai = tile('TH_DAILY', '201', 'Thai Daily Lotto');
const menus: LotteryMenuValue = {
  vietnam_rb_hot: { labelName: 'Hot', tag: 'vietnam_rb_hot', gameMenus: [fast1, thai] },
  vietnam_traditional: {
    labelName: 'Vietnam daily',
    tag: 'vietnam_traditional',
    gameMenus: [north],
  },
  sea_daily: { labelName: 'Southeast Asia', tag: 'sea_daily', gameMenus: [thai] },
};

describe('lottery tiles', () => {
  it('All lists every game of every menu once; Hot the menu tagged vietnam_rb_hot', () => {
    expect(allTiles(menus).map((t) => t.gameCode)).toEqual(['VN_FAST1', 'TH_DAILY', 'VN_NORTH']);
    expect(hotTiles(menus).map((t) => t.gameCode)).toEqual(['VN_FAST1', 'TH_DAILY']);
  });

  it('filters by text on remark and by the category labelName', () => {
    expect(filterTiles(menus, { text: '  vietnam ', category: '' }).map((t) => t.gameCode)).toEqual(
      ['VN_FAST1', 'VN_NORTH'],
    );
    expect(
      filterTiles(menus, { text: '', category: 'Southeast Asia' }).map((t) => t.gameCode),
    ).toEqual(['TH_DAILY']);
    expect(filterTiles(menus, { text: 'fast', category: 'Southeast Asia' })).toEqual([]);
  });

  it('sorts favourites first and keeps the order within each group', () => {
    expect(favouritesFirst([fast1, thai, north], ['105', '201']).map((t) => t.gameId)).toEqual([
      '201',
      '105',
      '101',
    ]);
  });

  it('counts to the latest polled draw of the game, else to the menu answer', () => {
    const draws = [
      {
        gameCode: 'VN_FAST1',
        numero: 'n2',
        remainTime: 9,
        prizeMode: 'SEA' as const,
        drawTime: 121_000,
        lockTime: 5,
        isSale: false,
      },
    ];
    expect(tileClock(fast1, draws, 0)).toEqual({
      drawTime: 121_000,
      lockTime: 5,
      isSale: false,
      numero: 'n2',
    });
    expect(tileClock(north, draws, 0).drawTime).toBe(61_000);
    const bare = { ...north, lotteryTime: undefined };
    expect(tileClock(bare, undefined, 50_000).drawTime).toBe(80_000);
  });

  it('§2.9 the half-span variant takes off half of the time span instead of the lock time', () => {
    const halfSpan = {
      ...fast1,
      countdownMode: 'halfSpan' as const,
      lotteryTime: [60_000, 360_000] as [number, number],
      lockTime: 5,
    };
    expect(tileClock(halfSpan, undefined, 0).lockTime).toBe(150);
    expect(tileClock({ ...halfSpan, countdownMode: 'lock' }, undefined, 0).lockTime).toBe(5);
    expect(tileClock({ ...halfSpan, lotteryTime: undefined }, undefined, 0).lockTime).toBe(5);
  });
});

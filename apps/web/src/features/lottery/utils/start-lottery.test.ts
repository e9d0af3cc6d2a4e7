import { describe, expect, it } from 'vitest';
import { lottoH5Url, playTypeParam, readStartLotteryParams } from './start-lottery';

describe('start lottery (§2.10)', () => {
  it('reads mui, playType, gameId, prize_mode and pageBack', () => {
    const p = readStartLotteryParams(
      new URLSearchParams(
        'mui=demo&playType=ent&gameId=101&prize_mode=SEA&pageBack=%2Fm%2Flottery',
      ),
      null,
    );
    expect(p).toEqual({
      mui: 'demo',
      playType: 'ent',
      gameId: '101',
      prizeMode: 'SEA',
      pageBack: true,
    });
    expect(readStartLotteryParams(new URLSearchParams('gameId=101'), 'demo')?.pageBack).toBe(false);
    expect(readStartLotteryParams(new URLSearchParams('gameId=101'), null)).toBeNull();
    expect(readStartLotteryParams(new URLSearchParams('mui=demo&gameId=../x'), null)).toBeNull();
  });

  it('playType: Entertainment gives ent, anything else trad', () => {
    expect(playTypeParam('ent')).toBe('ent');
    expect(playTypeParam('SEA_Entertainment')).toBe('ent');
    expect(playTypeParam('Tradition')).toBe('trad');
    expect(playTypeParam('trad')).toBe('trad');
    expect(playTypeParam(null)).toBe('trad');
  });

  it('embeds /m/lotto-h5/{mui}/{playType}/games/{gameId} with a launch code (never the token), merchant, stylesheet and prize_mode', () => {
    const p = readStartLotteryParams(
      new URLSearchParams('mui=demo&playType=trad&gameId=105&prize_mode=SEA'),
      null,
    );
    if (!p) throw new Error('params');
    const url = new URL(lottoH5Url(p, 'code', 'demo', 'th'), 'http://x');
    expect(url.pathname).toBe('/m/lotto-h5/demo/trad/games/105');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      launch: 'code',
      merchant: 'demo',
      stylesheet: '/m/lotto-h5/theme.css?merchant=demo',
      prize_mode: 'SEA',
      language: 'th',
    });
    const lobby = lottoH5Url({ ...p, gameId: null }, null, 'demo', 'en');
    expect(lobby.startsWith('/m/lotto-h5/demo/trad/lobby?merchant=demo')).toBe(true);
  });
});

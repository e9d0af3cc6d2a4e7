/** §2.10 where the embedded lottery page lives, and the stylesheet it is given. */
export const LOTTO_H5_BASE = '/m/lotto-h5';
export const LOTTO_H5_THEME = `${LOTTO_H5_BASE}/theme.css`;

/** §3: lottoMode containing Entertainment (or the launch's own 'ent') gives ent, anything else trad. */
export const playTypeParam = (value: string | null): 'ent' | 'trad' =>
  value === 'ent' || (value ?? '').includes('Entertainment') ? 'ent' : 'trad';

export interface StartLotteryParams {
  mui: string;
  playType: 'ent' | 'trad';
  gameId: string | null;
  prizeMode: string;
  pageBack: boolean;
}

/** Reads §2.10 mui, playType, gameId, prize_mode and pageBack; null without a merchant. */
export const readStartLotteryParams = (
  search: URLSearchParams,
  fallbackMerchant: string | null,
): StartLotteryParams | null => {
  const mui = search.get('mui')?.trim() || fallbackMerchant;
  if (!mui || !/^[A-Za-z0-9_]{2,32}$/.test(mui)) return null;
  const gameId = search.get('gameId')?.trim() || null;
  if (gameId !== null && !/^\d{1,9}$/.test(gameId)) return null;
  return {
    mui,
    playType: playTypeParam(search.get('playType')),
    gameId,
    prizeMode: search.get('prize_mode')?.trim() || 'SEA',
    pageBack: (search.get('pageBack') ?? '') !== '',
  };
};

/**
 * §2.10 the embedded page: /m/lotto-h5/{mui}/{playType}/games/{gameId} (the lobby without a game)
 * with the merchant code, the merchant's stylesheet and prize_mode. The session reaches it as a
 * single-use launch code the page trades for a session of its own, never as the token.
 */
export const lottoH5Url = (
  p: StartLotteryParams,
  launchCode: string | null,
  merchantCode: string,
  language: string,
): string => {
  const path = `${LOTTO_H5_BASE}/${encodeURIComponent(p.mui)}/${p.playType}/${
    p.gameId === null ? 'lobby' : `games/${p.gameId}`
  }`;
  const query = new URLSearchParams();
  if (launchCode) query.set('launch', launchCode);
  query.set('merchant', merchantCode);
  query.set('stylesheet', `${LOTTO_H5_THEME}?merchant=${encodeURIComponent(merchantCode)}`);
  query.set('prize_mode', p.prizeMode);
  query.set('language', language);
  return `${path}?${query.toString()}`;
};

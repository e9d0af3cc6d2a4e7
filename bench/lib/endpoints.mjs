// The API calls under load. Query values come from what the server answers, so filters always
// match games of the seeded catalogue.
import { loginOnce, nextForwardedFor, solvedAltchas } from './load.mjs';

const GAME_LIST = '/lgw/games/list';
/** A page far from the first, the same on both catalogues of the scale test. */
export const DEEP_PAGE = 50;

async function firstGame(base) {
  const res = await fetch(`${base}${GAME_LIST}?gameType=RNG&pageNo=1&pageSize=15&language=en`, {
    headers: { device: 'MOBILE' },
  }).catch(() => null);
  if (!res?.ok) return null;
  return (await res.json()).value?.games?.[0] ?? null;
}

/** gameList variants: unfiltered and filtered carry the budget; the others explain it. */
export async function gameListRequests(base) {
  const game = await firstGame(base);
  const filters = new URLSearchParams({
    gameType: 'RNG',
    pageNo: '1',
    pageSize: '15',
    minBet: '0.1',
  });
  if (game?.vassalage) filters.set('vassalage', game.vassalage);
  const word = game?.gameName?.split(/\s+/).find((w) => w.length >= 4) ?? 'Dragon';
  return [
    {
      name: 'gameList unfiltered',
      budget: 'gameList',
      request: { path: `${GAME_LIST}?gameType=RNG&pageNo=1&pageSize=15` },
    },
    {
      name: 'gameList filtered (vendor + min bet)',
      budget: 'gameList',
      request: { path: `${GAME_LIST}?${filters}` },
    },
    {
      name: 'gameList name search',
      request: {
        path: `${GAME_LIST}?gameType=RNG&pageNo=1&pageSize=15&gameName=${encodeURIComponent(word.slice(0, 5))}`,
      },
    },
    {
      name: `gameList page ${DEEP_PAGE}`,
      request: { path: `${GAME_LIST}?gameType=RNG&pageNo=${DEEP_PAGE}&pageSize=15` },
    },
  ];
}

export async function memberInfoRequest(base, username, password) {
  try {
    const token = await loginOnce(base, username, password);
    return {
      name: 'memberInfo (session)',
      request: { path: '/wps/member/info', headers: { authorization: token } },
    };
  } catch (err) {
    return { name: 'memberInfo (session)', skipped: `no session: ${err.message}` };
  }
}

/**
 * Login by username: every request carries its own solved ALTCHA (each is good once), a random
 * bench member, and its own client address. The pool is sized from argon2's measured cost.
 */
export async function loginRequest(base, { members, password, seconds, warmupSeconds, verifyMs }) {
  const perSecondCeiling = (2 * 1000) / Math.max(verifyMs, 1);
  const size = Math.min(8000, Math.ceil((seconds + warmupSeconds) * perSecondCeiling * 1.3));
  const pool = await solvedAltchas(base, size);
  let used = 0;
  const body = () =>
    JSON.stringify({
      type: 'username',
      username: `bench${1 + Math.floor(Math.random() * members)}`,
      password,
      altcha: pool[used++] ?? pool[pool.length - 1],
    });
  return {
    name: 'login (username + password)',
    poolSize: size,
    used: () => used,
    request: {
      path: '/wps/session/login',
      method: 'POST',
      probeBody: body(),
      setupRequest: (req) => ({
        ...req,
        body: body(),
        headers: { ...req.headers, 'x-forwarded-for': nextForwardedFor() },
      }),
    },
  };
}

export const fixedRequests = [
  { name: 'healthz', request: { path: '/healthz' } },
  { name: 'lotteryMenu', request: { path: '/lgw/vn/games/game_menu?prizeMode=SEA&device=MOBILE' } },
  { name: 'lotteryDrawNumber', request: { path: '/lotto/lgw/games/opened/numero?prizeMode=SEA' } },
  // The page itself: the index with its first-view answers (six calls made inside the server).
  {
    name: 'index of /m/home',
    request: { path: '/m/home', headers: { 'accept-encoding': 'br, gzip' } },
  },
];

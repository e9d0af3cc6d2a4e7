import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { LIVE_CLASSIFIES } from '@lotto/contract';
import type { GameCategory, GameClassify } from '@lotto/contract';
import { gameIconUrl } from '../../lib/media-urls';
import { DEMO_MAX_MULTIPLIER } from '../../modules/vendors/demo/paytable';
import type { Db } from '../client';
import { games } from '../schema';
import type { LocalizedText, NewGameRow } from '../schema';
import { cardName, cockfightName, fishName, liveName, slotName } from './demo-game-names';
import { demoVendors } from './demo-vendors';
import { createPrng, hashString } from './prng';
import { chunks, excludedSet } from './upsert';

export const DEFAULT_DEMO_GAME_COUNT = 400;

/** The categories that list single games (§2.6); the rest are vendor tiles. */
type ListedCategory = Extract<GameCategory, 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'COCKFIGHT'>;

/** Cockfighting's few arenas (4 of the default 400) come out of the slots' share. */
const categoryShare: Readonly<Record<ListedCategory, number>> = {
  RNG: 0.54,
  LIVE: 0.2,
  FISH: 0.1,
  PVP: 0.15,
  COCKFIGHT: 0.01,
};

/** Code letter per category, so one vendor's slots and fish games never share a code. */
const codeLetter: Readonly<Record<ListedCategory, string>> = {
  RNG: '',
  LIVE: 'L',
  FISH: 'F',
  PVP: 'P',
  COCKFIGHT: 'C',
};
const gameIdBase: Readonly<Record<ListedCategory, number>> = {
  RNG: 100000,
  LIVE: 200000,
  FISH: 300000,
  PVP: 400000,
  COCKFIGHT: 500000,
};

/** §2.8 classify codes per category, with how often the demo uses each (null: no class). */
const rngClassifyWeights: [GameClassify | null, number][] = [
  [null, 50],
  ['JP', 16],
  ['AC', 12],
  ['TG', 8],
  ['SC', 7],
  ['VP', 7],
];
const liveClassifyWeights: [GameClassify, number][] = [
  ['BAC', 35],
  ['DAT', 10],
  ['ROU', 10],
  ['SIC', 10],
  ['BJ', 8],
  ['NN', 5],
  ['HE', 4],
  ['TCP', 4],
  ['FT', 3],
  ['SD', 3],
  ['YSX', 3],
  ['ZJH', 2],
  ['MT', 2],
  ['WZP', 1],
];
/** §2.8, §9 minimum bet filter values, so every filter finds games. */
const minBetWeights: Readonly<Record<ListedCategory, [string, number][]>> = {
  RNG: [
    ['0.0100', 25],
    ['0.0500', 20],
    ['0.1000', 25],
    ['0.5000', 15],
    ['0.7500', 15],
  ],
  FISH: [
    ['0.0100', 30],
    ['0.0500', 30],
    ['0.1000', 40],
  ],
  LIVE: [
    ['0.1000', 20],
    ['0.5000', 40],
    ['0.7500', 40],
  ],
  PVP: [
    ['0.0500', 20],
    ['0.1000', 40],
    ['0.5000', 40],
  ],
  COCKFIGHT: [
    ['0.1000', 50],
    ['0.5000', 50],
  ],
};
const slotLines = [1, 5, 9, 10, 20, 25, 30, 40, 50] as const;

export function demoGameCode(vendorCode: string, category: ListedCategory, index: number): string {
  return `${vendorCode}_${codeLetter[category]}${String(index + 1).padStart(4, '0')}`;
}

const demoCodePattern = /^([A-Z0-9]+)_([LFPC]?)(\d{4,})$/;

/** Reads a demo game code back (the media route draws the game's initials from it). */
export function parseDemoGameCode(
  code: string,
): { vendorCode: string; category: ListedCategory; index: number } | null {
  const m = demoCodePattern.exec(code);
  if (!m) return null;
  const [, vendorCode = '', letter = '', digits = ''] = m;
  const category = (Object.keys(codeLetter) as ListedCategory[]).find(
    (c) => codeLetter[c] === letter,
  );
  const index = Number(digits) - 1;
  if (!category || index < 0) return null;
  return { vendorCode, category, index };
}

type DemoGame = Omit<NewGameRow, 'merchantCode' | 'sortOrder'>;

/**
 * Everything about one demo game follows from its vendor, category and index, never from how
 * many games are seeded, so raising gameCount adds games without changing the first ones.
 */
export function demoGame(vendorCode: string, category: ListedCategory, index: number): DemoGame {
  const gameCode = demoGameCode(vendorCode, category, index);
  const rnd = createPrng(gameCode);
  const offset = hashString(vendorCode);
  let name: LocalizedText;
  let gameClassify: GameClassify | null = null;
  let roomId: string | null = null;
  let gameGroupId: string | null = null;
  let minLine = 1;
  switch (category) {
    case 'RNG':
      name = slotName(index, offset);
      gameClassify = rnd.weighted(rngClassifyWeights);
      minLine = rnd.pick(slotLines);
      break;
    case 'LIVE': {
      // The first tables of each vendor cover every class, so each §2.8 filter finds a game.
      const classify = LIVE_CLASSIFIES[index] ?? rnd.weighted(liveClassifyWeights);
      gameClassify = classify;
      name = liveName(classify, index + 1, rnd.chance(0.25));
      roomId = String(index + 1);
      gameGroupId = `${vendorCode}_${classify}`;
      break;
    }
    case 'FISH':
      name = fishName(index, offset);
      break;
    case 'PVP':
      name = cardName(index, offset);
      break;
    case 'COCKFIGHT':
      // An arena streams its fights live, one room each, as a live table does.
      name = cockfightName(index + 1);
      roomId = String(index + 1);
      break;
  }
  const iconUrl = gameIconUrl(gameCode);
  return {
    vendorCode,
    gameCode,
    gameType: category,
    gameId: String(gameIdBase[category] + index + 1),
    roomId,
    gameGroupId,
    name,
    // Every localized name, so one trigram index serves a search in any language.
    searchText: [...Object.values(name), gameCode].join(' ').toLowerCase(),
    iconUrl,
    mobileLargeIcon: iconUrl,
    isTop: rnd.chance(0.12),
    isNew: rnd.chance(0.1),
    supportPlay: rnd.chance(0.85) ? 1 : 0,
    gameClassify,
    minBet: rnd.weighted(minBetWeights[category]),
    minLine,
    // Every demo game plays the demo vendor's slot: its top prize is the paytable's.
    maxWinMultiplier: DEMO_MAX_MULTIPLIER,
    enabled: true,
  };
}

/** Splits `total` by weight so the parts add up exactly (largest remainder). */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
  }
  return parts;
}

/** Which games the seed writes: for each listed vendor, its category and how many. */
export function demoGamePlan(
  gameCount: number,
): { vendorCode: string; category: ListedCategory; count: number; slot: number; of: number }[] {
  const categories = Object.keys(categoryShare) as ListedCategory[];
  const perCategory = apportion(
    gameCount,
    categories.map((c) => categoryShare[c]),
  );
  return categories.flatMap((category, ci) => {
    const listed = demoVendors.filter((v) => v.category === category && v.gameWeight > 0);
    const counts = apportion(
      perCategory[ci] ?? 0,
      listed.map((v) => v.gameWeight),
    );
    return listed.map((v, slot) => ({
      vendorCode: v.code,
      category,
      count: counts[slot] ?? 0,
      slot,
      of: listed.length,
    }));
  });
}

const BATCH_SIZE = 1000;

export async function seedGames(db: Db, merchantCode: string, gameCount: number): Promise<number> {
  const plan = demoGamePlan(gameCount);
  const rows: NewGameRow[] = [];
  for (const p of plan) {
    for (let i = 0; i < p.count; i++) {
      // Interleave the vendors of a category so a list shows a mix from the first page on.
      rows.push({
        ...demoGame(p.vendorCode, p.category, i),
        merchantCode,
        sortOrder: i * p.of + p.slot,
      });
    }
  }
  const set = excludedSet(games, [
    'gameType',
    'gameId',
    'roomId',
    'gameGroupId',
    'name',
    'searchText',
    'iconUrl',
    'mobileLargeIcon',
    'isTop',
    'isNew',
    'supportPlay',
    'gameClassify',
    'minBet',
    'minLine',
    'maxWinMultiplier',
    'sortOrder',
    'enabled',
  ]);
  for (const batch of chunks(rows, BATCH_SIZE)) {
    await db
      .insert(games)
      .values(batch)
      .onConflictDoUpdate({
        target: [games.merchantCode, games.vendorCode, games.gameCode],
        set,
        // A game an operator edited in the console is theirs: a restart never undoes it.
        setWhere: isNull(games.editedAt),
      });
  }
  // A smaller gameCount than last time removes the extra demo games.
  for (const p of plan) {
    const codes = Array.from({ length: p.count }, (_, i) =>
      demoGameCode(p.vendorCode, p.category, i),
    );
    const scope = and(
      eq(games.merchantCode, merchantCode),
      eq(games.vendorCode, p.vendorCode),
      eq(games.gameType, p.category),
    );
    await db
      .delete(games)
      .where(codes.length ? and(scope, notInArray(games.gameCode, codes)) : scope);
  }
  return rows.length;
}

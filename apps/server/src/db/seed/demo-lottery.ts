import { eq, inArray, isNull } from 'drizzle-orm';
import { HOT_LOTTERY_MENU_TAG, type PrizeMode } from '@lotto/contract';
import { gameIconUrl } from '../../lib/media-urls';
import type { Db } from '../client';
import { lotteryGames, lotteryMenuGames, lotteryMenus } from '../schema';
import type { LocalizedText, LotteryPeriodKind } from '../schema';
import { excludedSet } from './upsert';

interface DemoLottery {
  gameCode: string;
  gameId: number;
  name: LocalizedText;
  vendorCode: 'TCG_LOTTO_VN' | 'TCG_SEA' | 'LOTT' | 'ELOTT';
  /** §3 prize mode; SEA unless the vendor's own (LOTT: Lott, ELOTT: Elott, special-launch.ts). */
  prizeMode?: PrizeMode;
  periodKind: LotteryPeriodKind;
  dailyTime?: string;
  sale?: [start: string, end: string];
  entertainment?: boolean;
}

/** Betting closes this long before a draw, longer for the slower draws. */
const lockSecondsByPeriod: Readonly<Record<LotteryPeriodKind, number>> = {
  '1m': 5,
  '3m': 15,
  '5m': 30,
  hourly: 60,
  daily: 900,
};

const demoLotteries: readonly DemoLottery[] = [
  {
    gameCode: 'VN_FAST1',
    gameId: 101,
    name: {
      en: 'Vietnam Fast 1 Minute',
      th: 'หวยเวียดนามด่วน 1 นาที',
      vi: 'Xổ số nhanh 1 phút',
      cn: '越南极速彩 1分钟',
      ja: 'ベトナム高速くじ 1分',
      id: 'Lotre Vietnam Cepat 1 Menit',
    },
    vendorCode: 'TCG_LOTTO_VN',
    periodKind: '1m',
    entertainment: true,
  },
  {
    gameCode: 'VN_FAST3',
    gameId: 102,
    name: {
      en: 'Vietnam Fast 3 Minutes',
      th: 'หวยเวียดนามด่วน 3 นาที',
      vi: 'Xổ số nhanh 3 phút',
      cn: '越南极速彩 3分钟',
      ja: 'ベトナム高速くじ 3分',
      id: 'Lotre Vietnam Cepat 3 Menit',
    },
    vendorCode: 'TCG_LOTTO_VN',
    periodKind: '3m',
    entertainment: true,
  },
  {
    gameCode: 'VN_FAST5',
    gameId: 103,
    name: {
      en: 'Vietnam Fast 5 Minutes',
      th: 'หวยเวียดนามด่วน 5 นาที',
      vi: 'Xổ số nhanh 5 phút',
      cn: '越南极速彩 5分钟',
      ja: 'ベトナム高速くじ 5分',
      id: 'Lotre Vietnam Cepat 5 Menit',
    },
    vendorCode: 'TCG_LOTTO_VN',
    periodKind: '5m',
  },
  {
    gameCode: 'VN_HOURLY',
    gameId: 104,
    name: {
      en: 'Vietnam Hourly',
      th: 'หวยเวียดนามรายชั่วโมง',
      vi: 'Xổ số mỗi giờ',
      cn: '越南时时彩',
      ja: 'ベトナム毎時くじ',
      id: 'Lotre Vietnam Per Jam',
    },
    vendorCode: 'TCG_LOTTO_VN',
    periodKind: 'hourly',
  },
  {
    gameCode: 'VN_NORTH',
    gameId: 105,
    name: {
      en: 'Northern Vietnam Daily',
      th: 'หวยเวียดนามเหนือ',
      vi: 'Xổ số miền Bắc',
      cn: '越南北部彩',
      ja: 'ベトナム北部くじ',
      id: 'Lotre Vietnam Utara',
    },
    vendorCode: 'TCG_LOTTO_VN',
    periodKind: 'daily',
    dailyTime: '18:15',
    sale: ['06:00', '18:00'],
  },
  {
    gameCode: 'VN_CENTRAL',
    gameId: 106,
    name: {
      en: 'Central Vietnam Daily',
      th: 'หวยเวียดนามกลาง',
      vi: 'Xổ số miền Trung',
      cn: '越南中部彩',
      ja: 'ベトナム中部くじ',
      id: 'Lotre Vietnam Tengah',
    },
    vendorCode: 'TCG_LOTTO_VN',
    periodKind: 'daily',
    dailyTime: '17:15',
    sale: ['06:00', '17:00'],
  },
  {
    gameCode: 'VN_SOUTH',
    gameId: 107,
    name: {
      en: 'Southern Vietnam Daily',
      th: 'หวยเวียดนามใต้',
      vi: 'Xổ số miền Nam',
      cn: '越南南部彩',
      ja: 'ベトナム南部くじ',
      id: 'Lotre Vietnam Selatan',
    },
    vendorCode: 'TCG_LOTTO_VN',
    periodKind: 'daily',
    dailyTime: '16:15',
    sale: ['06:00', '16:00'],
  },
  {
    gameCode: 'VN_EVENING',
    gameId: 108,
    name: {
      en: 'Vietnam Evening Special',
      th: 'หวยเวียดนามพิเศษรอบค่ำ',
      vi: 'Xổ số đặc biệt buổi tối',
      cn: '越南晚间特别彩',
      ja: 'ベトナム夜の特別くじ',
      id: 'Lotre Spesial Malam Vietnam',
    },
    vendorCode: 'TCG_LOTTO_VN',
    periodKind: 'daily',
    dailyTime: '19:30',
  },
  {
    gameCode: 'TH_DAILY',
    gameId: 201,
    name: {
      en: 'Thai Daily Lotto',
      th: 'หวยไทยรายวัน',
      vi: 'Xổ số Thái hằng ngày',
      cn: '泰国每日彩',
      ja: 'タイ毎日くじ',
      id: 'Lotre Harian Thailand',
    },
    vendorCode: 'TCG_SEA',
    periodKind: 'daily',
    dailyTime: '15:30',
    sale: ['08:00', '15:15'],
  },
  {
    gameCode: 'LA_DAILY',
    gameId: 202,
    name: {
      en: 'Lao Evening Lotto',
      th: 'หวยลาวรอบค่ำ',
      vi: 'Xổ số Lào buổi tối',
      cn: '老挝晚间彩',
      ja: 'ラオス夜くじ',
      id: 'Lotre Malam Laos',
    },
    vendorCode: 'TCG_SEA',
    periodKind: 'daily',
    dailyTime: '20:30',
  },
  {
    gameCode: 'MY_3D',
    gameId: 203,
    name: {
      en: 'Malay 3D Daily',
      th: 'หวยมาเลย์ 3 ตัว',
      vi: 'Xổ số Malaysia 3D hằng ngày',
      cn: '马来西亚3D每日彩',
      ja: 'マレーシア3D毎日くじ',
      id: 'Lotre 3D Harian Malaysia',
    },
    vendorCode: 'TCG_SEA',
    periodKind: 'daily',
    dailyTime: '19:00',
  },
  {
    gameCode: 'SEA_FAST5',
    gameId: 204,
    name: {
      en: 'SEA Quick 5',
      th: 'หวยอาเซียนด่วน 5 นาที',
      vi: 'Xổ số nhanh Đông Nam Á 5 phút',
      cn: '东南亚极速5分彩',
      ja: '東南アジア高速5分くじ',
      id: 'Lotre Cepat ASEAN 5 Menit',
    },
    vendorCode: 'TCG_SEA',
    periodKind: '5m',
    entertainment: true,
  },
  {
    gameCode: 'SEA_HOURLY',
    gameId: 205,
    name: {
      en: 'SEA Hourly Star',
      th: 'หวยอาเซียนรายชั่วโมง',
      vi: 'Xổ số Đông Nam Á mỗi giờ',
      cn: '东南亚时时彩',
      ja: '東南アジア毎時くじ',
      id: 'Lotre ASEAN Per Jam',
    },
    vendorCode: 'TCG_SEA',
    periodKind: 'hourly',
  },
  // §9 the platform's own lottery and e-lottery: in no menu, so the lottery list stays as it was;
  // they open from their vendor tiles (the lobby) and from /m/launchGame?code=LOTT&gameId=301.
  {
    gameCode: 'LOTT_HOURLY',
    gameId: 301,
    name: {
      en: 'Lotto Hourly',
      th: 'ล็อตโต้รายชั่วโมง',
      vi: 'Xổ số Lotto mỗi giờ',
      cn: '乐透每小时彩',
      ja: 'ロト毎時くじ',
      id: 'Lotto Per Jam',
    },
    vendorCode: 'LOTT',
    prizeMode: 'Lott',
    periodKind: 'hourly',
  },
  {
    gameCode: 'ELOTT_FAST3',
    gameId: 401,
    name: {
      en: 'E-Lotto 3 Minutes',
      th: 'อีล็อตโต้ 3 นาที',
      vi: 'Xổ số điện tử 3 phút',
      cn: '电子乐透 3分钟',
      ja: 'eロト 3分',
      id: 'E-Lotto 3 Menit',
    },
    vendorCode: 'ELOTT',
    prizeMode: 'Elott',
    periodKind: '3m',
    entertainment: true,
  },
];

const demoMenus: readonly { tag: string; labelName: LocalizedText; games: readonly string[] }[] = [
  {
    tag: HOT_LOTTERY_MENU_TAG,
    labelName: { en: 'Hot', th: 'ยอดนิยม', vi: 'Phổ biến' },
    games: ['VN_FAST1', 'VN_FAST5', 'VN_NORTH', 'TH_DAILY', 'VN_HOURLY'],
  },
  {
    tag: 'vietnam_fast',
    labelName: { en: 'Fast draws', th: 'หวยด่วน', vi: 'Quay nhanh' },
    games: ['VN_FAST1', 'VN_FAST3', 'VN_FAST5', 'VN_HOURLY', 'SEA_FAST5', 'SEA_HOURLY'],
  },
  {
    tag: 'vietnam_traditional',
    labelName: { en: 'Vietnam daily', th: 'หวยเวียดนามรายวัน', vi: 'Xổ số hằng ngày' },
    games: ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'VN_EVENING'],
  },
  {
    tag: 'sea_daily',
    labelName: { en: 'Southeast Asia', th: 'หวยอาเซียน', vi: 'Đông Nam Á' },
    games: ['TH_DAILY', 'LA_DAILY', 'MY_3D', 'SEA_FAST5', 'SEA_HOURLY'],
  },
];

/** The demo games upserted (an operator's edit kept); every game of the merchant's id by code. */
async function upsertGames(db: Db, merchantCode: string): Promise<Map<string, number>> {
  await db
    .insert(lotteryGames)
    .values(
      demoLotteries.map((l, i) => ({
        merchantCode,
        gameCode: l.gameCode,
        gameId: l.gameId,
        name: l.name,
        remark: l.name.en ?? l.gameCode,
        iconUrl: gameIconUrl(l.gameCode),
        periodKind: l.periodKind,
        dailyTime: l.dailyTime ?? null,
        lockSeconds: lockSecondsByPeriod[l.periodKind],
        saleStart: l.sale?.[0] ?? null,
        saleEnd: l.sale?.[1] ?? null,
        vendorCode: l.vendorCode,
        lottoMode: l.entertainment ? ('Entertainment' as const) : ('Tradition' as const),
        prizeMode: l.prizeMode ?? ('SEA' as const),
        sortOrder: (i + 1) * 10,
        enabled: true,
      })),
    )
    .onConflictDoUpdate({
      target: [lotteryGames.merchantCode, lotteryGames.gameCode],
      set: excludedSet(lotteryGames, [
        'gameId',
        'name',
        'remark',
        'iconUrl',
        'periodKind',
        'dailyTime',
        'lockSeconds',
        'saleStart',
        'saleEnd',
        'vendorCode',
        'lottoMode',
        'prizeMode',
        'sortOrder',
        'enabled',
      ]),
      // A game an operator edited in the console is theirs: a restart never undoes it.
      setWhere: isNull(lotteryGames.editedAt),
    });
  // Read back rather than RETURNING: a row the seed left alone returns nothing.
  const gameRows = await db
    .select({ id: lotteryGames.id, gameCode: lotteryGames.gameCode })
    .from(lotteryGames)
    .where(eq(lotteryGames.merchantCode, merchantCode));
  return new Map(gameRows.map((r) => [r.gameCode, r.id]));
}

export async function seedLottery(
  db: Db,
  merchantCode: string,
): Promise<{ games: number; menus: number }> {
  const gameIds = await upsertGames(db, merchantCode);
  const menuRows = await db
    .insert(lotteryMenus)
    .values(
      demoMenus.map((m, i) => ({
        merchantCode,
        tag: m.tag,
        labelName: m.labelName,
        sortOrder: (i + 1) * 10,
      })),
    )
    .onConflictDoUpdate({
      target: [lotteryMenus.merchantCode, lotteryMenus.tag],
      set: excludedSet(lotteryMenus, ['labelName', 'sortOrder']),
    })
    .returning({ id: lotteryMenus.id, tag: lotteryMenus.tag });
  const menuIds = new Map(menuRows.map((r) => [r.tag, r.id]));

  // The menus' contents are replaced whole: simpler than diffing a handful of rows.
  await db.delete(lotteryMenuGames).where(inArray(lotteryMenuGames.menuId, [...menuIds.values()]));
  await db.insert(lotteryMenuGames).values(
    demoMenus.flatMap((m) =>
      m.games.map((code, i) => {
        const menuId = menuIds.get(m.tag);
        const lotteryGameId = gameIds.get(code);
        if (menuId === undefined || lotteryGameId === undefined) {
          throw new Error(`demo lottery menu ${m.tag} names unknown game ${code}`);
        }
        return { menuId, lotteryGameId, sortOrder: (i + 1) * 10 };
      }),
    ),
  );
  return { games: demoLotteries.length, menus: menuRows.length };
}

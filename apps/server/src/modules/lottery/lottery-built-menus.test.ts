import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { HOT_LOTTERY_MENU_TAG, type LotteryMenuValue, type MerchantConfig } from '@lotto/contract';
import { lotteryGames } from '../../db/schema';
import { seedLottery } from '../../db/seed/demo-lottery';
import { demoMerchant } from '../../../test/helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { bumpCatalogueVersion, readCatalogueVersion } from '../games/games.service';
import { createLotteryRepository } from './lottery.repository';
import { createLotteryService } from './lottery.service';

/** The demo merchant's zone is Asia/Bangkok, UTC+7 all year. */
const bkk = (isoLocal: string) => new Date(`${isoLocal}+07:00`);
const fast1 = (menu: LotteryMenuValue) => menu[HOT_LOTTERY_MENU_TAG]!.gameMenus[0]!;

describe('the lottery menu built once per second, configuration, language and catalogue', () => {
  let database: TestDatabase;
  let now = new Date();
  let lottery: ReturnType<typeof createLotteryService>;
  const merchant: MerchantConfig = demoMerchant();
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedLottery(database.db, merchant.code);
    lottery = createLotteryService(
      createLotteryRepository(database.db),
      () => now,
      (m) => readCatalogueVersion(database.db, m),
    );
  });
  afterAll(() => database.dispose());

  it('answers the same object within a second, and a new one with the next second', async () => {
    now = bkk('2026-11-21T09:34:20.000');
    const first = await lottery.menus(merchant, 'en');
    now = bkk('2026-11-21T09:34:20.999');
    expect(await lottery.menus(merchant, 'en')).toBe(first);
    expect(await lottery.menus(merchant, 'th')).not.toBe(first);
    now = bkk('2026-11-21T09:34:21.000');
    const next = await lottery.menus(merchant, 'en');
    expect(fast1(first).remainTime).toBe(40);
    expect(fast1(next).remainTime).toBe(39);
  });

  it('never answers a draw past its lock: the second of the lock has the next draw', async () => {
    now = bkk('2026-11-21T09:34:54.999');
    expect(fast1(await lottery.menus(merchant, 'en'))).toMatchObject({
      numero: '202611210576',
      isSale: true,
    });
    now = bkk('2026-11-21T09:34:55.000');
    expect(fast1(await lottery.menus(merchant, 'en'))).toMatchObject({
      numero: '202611210577',
      remainTime: 65,
    });
  });

  it("a saved setting (a new configuration object) is seen within the menu's second", async () => {
    now = bkk('2026-11-21T09:40:10.100');
    expect(fast1(await lottery.menus(merchant, 'en')).countdownMode).toBe('lock');
    const saved = {
      ...merchant,
      lottery: { ...merchant.lottery, halfSpanCountdown: ['VN_FAST1'] },
    };
    now = bkk('2026-11-21T09:40:10.200');
    expect(fast1(await lottery.menus(saved, 'en')).countdownMode).toBe('halfSpan');
  });

  it('a catalogue change is seen within the second its version is read again', async () => {
    // The version is read at .500 of one second; the menu of the next second is kept at .100;
    // the catalogue changes; at .600 the version is read again, in the same second.
    now = bkk('2026-11-21T09:50:09.500');
    await lottery.menus(merchant, 'en');
    now = bkk('2026-11-21T09:50:10.100');
    expect(fast1(await lottery.menus(merchant, 'en')).remark).toBe('Vietnam Fast 1 Minute');
    await database.db
      .update(lotteryGames)
      .set({ name: { en: 'Fast One' } })
      .where(
        and(eq(lotteryGames.merchantCode, merchant.code), eq(lotteryGames.gameCode, 'VN_FAST1')),
      );
    await bumpCatalogueVersion(database.db, merchant.code);
    now = bkk('2026-11-21T09:50:10.600');
    expect(fast1(await lottery.menus(merchant, 'en')).remark).toBe('Fast One');
  });
});

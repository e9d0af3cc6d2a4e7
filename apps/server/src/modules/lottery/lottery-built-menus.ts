import type { Language, LotteryMenuValue, MerchantConfig } from '@lotto/contract';
import type { LotteryGameRow } from '../../db/schema';
import type { LotteryRepository } from './lottery.repository';

type MenuRows = Awaited<ReturnType<LotteryRepository['menus']>>;
type BuiltMenu = MenuInputs & { value: LotteryMenuValue };

/** What a lottery menu is built from: the same inputs give the same answer. */
export interface MenuInputs {
  /** The configuration object of the merchant cache: a saved setting makes a new one. */
  merchant: MerchantConfig;
  language: Language;
  /** Epoch second: openDraw's countdowns and draws hold for the whole second. */
  second: number;
  /** The catalogue cache's rows: a catalogue change (a new version) makes new arrays. */
  gameRows: LotteryGameRow[];
  menuRows: MenuRows;
}

export const secondOf = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * The lottery menu built once per merchant configuration, language, second and catalogue rows,
 * and that same object answered to every visitor until one of them changes: the contract's
 * serializer then checks and writes its 10 KB of JSON once (memo-serializer), not per request.
 * One menu per configuration and language is kept; a configuration the merchant cache let go is
 * dropped with it.
 */
export function createBuiltMenus() {
  const kept = new WeakMap<MerchantConfig, Map<Language, BuiltMenu>>();
  return {
    get(inputs: MenuInputs): LotteryMenuValue | undefined {
      const hit = kept.get(inputs.merchant)?.get(inputs.language);
      return hit &&
        hit.second === inputs.second &&
        hit.gameRows === inputs.gameRows &&
        hit.menuRows === inputs.menuRows
        ? hit.value
        : undefined;
    },
    set(inputs: MenuInputs, value: LotteryMenuValue) {
      let byLanguage = kept.get(inputs.merchant);
      if (!byLanguage) kept.set(inputs.merchant, (byLanguage = new Map<Language, BuiltMenu>()));
      byLanguage.set(inputs.language, { ...inputs, value });
    },
  };
}

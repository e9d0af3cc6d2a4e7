import { SPECIAL_LAUNCH_VENDORS } from './constants';
import { PrizeMode } from './enums';

export type SpecialLaunchVendor = (typeof SPECIAL_LAUNCH_VENDORS)[number];

/** How a special launch vendor opens: the lottery launch (§7) of its prize mode. */
export interface SpecialLaunch {
  prizeMode: PrizeMode;
  /** §7 "one variant sends lottoMode SEA_Tradition". */
  lottoMode?: 'SEA_Tradition';
}

/**
 * §9 special launch vendors never open through the generic launch (§7): §2.6 the Vietnam lottery
 * vendor launches the lottery lobby (lottoArea VN, launchMode LOTT, lottoPrizeMode Lott); the SEA
 * lottery is the variant with lottoMode SEA_Tradition (its menu is prizeMode SEA); LOTT and ELOTT
 * are the platform's own lottery and e-lottery, of the §3 prize modes Lott and Elott.
 */
export const SPECIAL_LAUNCHES: Readonly<Record<SpecialLaunchVendor, SpecialLaunch>> = {
  TCG_LOTTO_VN: { prizeMode: PrizeMode.Lott },
  TCG_SEA: { prizeMode: PrizeMode.SEA, lottoMode: 'SEA_Tradition' },
  LOTT: { prizeMode: PrizeMode.Lott },
  ELOTT: { prizeMode: PrizeMode.Elott },
};

/** The special launch of a vendor code, or null for a vendor of the generic launch. */
export const specialLaunchOf = (vendor: string): SpecialLaunch | null =>
  (SPECIAL_LAUNCH_VENDORS as readonly string[]).includes(vendor)
    ? SPECIAL_LAUNCHES[vendor as SpecialLaunchVendor]
    : null;

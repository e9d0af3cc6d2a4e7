import { isNull } from 'drizzle-orm';
import type { GameCategory } from '@lotto/contract';
import { vendorIconUrl } from '../../lib/media-urls';
import type { Db } from '../client';
import { vendors } from '../schema';
import type { LocalizedText, NewVendorRow } from '../schema';
import { excludedSet } from './upsert';

export interface DemoVendor {
  category: GameCategory;
  code: string;
  displayName: string;
  /** Its name per language where a word of it is not a brand (display_name in the others). */
  names?: LocalizedText;
  /** Share of the category's games; 0 for vendors shown as a single tile (§2.6). */
  gameWeight: number;
}

/**
 * §2.6 vendor order: RNG, LIVE, FISH, LOTT, SPORTS, e-sports, PVP, then §1's cockfighting. Codes
 * are vendor codes, display names are this demo's own. E-sports codes come from §9; TCG_LOTTO_VN is
 * the §2.6 Vietnam lottery; LOTT and ELOTT are §9's other special launch vendors, added last so
 * the vendors before them keep their sort order.
 */
export const demoVendors: readonly DemoVendor[] = [
  { category: 'RNG', code: 'PG', displayName: 'PG Slots', gameWeight: 3 },
  { category: 'RNG', code: 'JILI', displayName: 'JILI Slots', gameWeight: 3 },
  { category: 'RNG', code: 'JDB', displayName: 'JDB Slots', gameWeight: 2 },
  { category: 'RNG', code: 'CQ9', displayName: 'CQ9 Slots', gameWeight: 2 },
  { category: 'RNG', code: 'SG', displayName: 'SG Slots', gameWeight: 1.5 },
  { category: 'LIVE', code: 'EVO', displayName: 'EVO Live', gameWeight: 3 },
  { category: 'LIVE', code: 'SEXY', displayName: 'SEXY Live', gameWeight: 2 },
  { category: 'LIVE', code: 'DG', displayName: 'DG Live', gameWeight: 1.5 },
  { category: 'LIVE', code: 'SA', displayName: 'SA Live', gameWeight: 1.5 },
  { category: 'FISH', code: 'JILI', displayName: 'JILI Fishing', gameWeight: 2 },
  { category: 'FISH', code: 'JDB', displayName: 'JDB Fishing', gameWeight: 1.5 },
  { category: 'FISH', code: 'FG', displayName: 'FG Fishing', gameWeight: 1 },
  { category: 'LOTT', code: 'TCG_LOTTO_VN', displayName: 'Vietnam Lottery', gameWeight: 0 },
  { category: 'LOTT', code: 'TCG_SEA', displayName: 'SEA Lottery', gameWeight: 0 },
  { category: 'ELOTT', code: 'GPI', displayName: 'GPI Keno', gameWeight: 0 },
  { category: 'ELOTT', code: 'VR', displayName: 'VR Lotto', gameWeight: 0 },
  { category: 'SPORTS', code: 'SBO', displayName: 'SBO Sports', gameWeight: 0 },
  { category: 'SPORTS', code: 'SABA', displayName: 'SABA Sports', gameWeight: 0 },
  { category: 'ESPORTS', code: 'TF', displayName: 'TF E-Sports', gameWeight: 0 },
  { category: 'ESPORTS', code: 'IA', displayName: 'IA E-Sports', gameWeight: 0 },
  { category: 'ESPORTS', code: 'AV', displayName: 'AV E-Sports', gameWeight: 0 },
  { category: 'PVP', code: 'KM', displayName: 'KM Cards', gameWeight: 2 },
  { category: 'PVP', code: 'V8', displayName: 'V8 Cards', gameWeight: 2 },
  {
    category: 'COCKFIGHT',
    code: 'SV388',
    displayName: 'SV388 Cockfight',
    names: {
      en: 'SV388 Cockfight',
      th: 'SV388 ไก่ชน',
      cn: 'SV388 斗鸡',
      ja: 'SV388 闘鶏',
      vi: 'SV388 Đá gà',
      id: 'SV388 Sabung Ayam',
    },
    gameWeight: 1,
  },
  { category: 'LOTT', code: 'LOTT', displayName: 'Lotto', gameWeight: 0 },
  { category: 'ELOTT', code: 'ELOTT', displayName: 'E-Lotto', gameWeight: 0 },
];

export function demoVendorRows(merchantCode: string): NewVendorRow[] {
  return demoVendors.map((v, i) => ({
    merchantCode,
    category: v.category,
    code: v.code,
    displayName: v.displayName,
    names: v.names ?? {},
    accountTypeName: v.code,
    mobileLargeIcon: vendorIconUrl(v.category, v.code),
    sortOrder: (i + 1) * 10,
    maintenance: false,
    enabled: true,
  }));
}

export async function seedVendors(db: Db, merchantCode: string): Promise<number> {
  const rows = demoVendorRows(merchantCode);
  await db
    .insert(vendors)
    .values(rows)
    .onConflictDoUpdate({
      target: [vendors.merchantCode, vendors.category, vendors.code],
      set: excludedSet(vendors, [
        'displayName',
        'names',
        'accountTypeName',
        'mobileLargeIcon',
        'sortOrder',
        'maintenance',
        'enabled',
      ]),
      // A vendor an operator edited in the console is theirs: a restart never undoes it.
      setWhere: isNull(vendors.editedAt),
    });
  return rows.length;
}

import type { VendorName } from '@lotto/contract';
import { filterFields, normaliseFilter } from './game-list-query';
import type { FilterField, GameListFilter } from './game-list-query';

export interface FilterChip {
  field: FilterField;
  /** A locale key with its values, so the chip follows the language. */
  labelKey: string;
  values: Record<string, string>;
}

/** §2.8 one removable chip per active filter, in the order vendor, classify, minimum bet, name. */
export const filterChips = (
  filter: GameListFilter,
  vendors: readonly VendorName[],
): FilterChip[] => {
  const f = normaliseFilter(filter);
  return filterFields.flatMap((field): FilterChip[] => {
    const value = f[field];
    if (!value) return [];
    switch (field) {
      case 'vassalage':
        return [
          {
            field,
            labelKey: 'games.chip_vendor',
            values: {
              value: vendors.find((v) => v.accountTypeName === value)?.displayName ?? value,
            },
          },
        ];
      case 'gameClassify':
        return [{ field, labelKey: `classify.${value}`, values: {} }];
      case 'minBet':
        return [{ field, labelKey: 'games.chip_min_bet', values: { value } }];
      default:
        return [{ field, labelKey: 'games.chip_name', values: { value } }];
    }
  });
};

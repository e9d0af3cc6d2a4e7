import type { ProtectionLimitItem } from '@lotto/contract';

/** In units of 1/10000, to compare decimal strings without floats. */
const units = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 10000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
};

/** The limit in force that leaves the least (the one a spend would meet first); null: none. */
export const tightestLimit = (
  limits: readonly ProtectionLimitItem[],
): ProtectionLimitItem | null => {
  let tightest: ProtectionLimitItem | null = null;
  for (const limit of limits) {
    if (limit.left === null) continue;
    if (tightest?.left == null || units(limit.left) < units(tightest.left)) tightest = limit;
  }
  return tightest;
};

import {
  ContractKind,
  type ContractTier,
  type DividendPeriod,
  FieldIssueCode,
} from '@lotto/contract';
import type { z } from 'zod';
import type { offerContractBody } from '@lotto/contract';
import type { AgentContractTier } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { fromUnits, toUnits } from '../../lib/money';
import { bpToRate, rateToBp } from './rebate-rates';

/** What a contract offer stores, checked. */
export interface ContractTerms {
  tiers: AgentContractTier[];
  period: DividendPeriod | null;
  carryOver: boolean;
}

const decimalsOf = (text: string) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);

/**
 * Issue 32: a contract's tiers go up: each tier's threshold and rate above the one before, its
 * active players at least the one before's; a rate above 0; thresholds in the currency's
 * decimals. A dividend names its period; salaries have none and no carry-over. The first
 * failure is a 400 naming its field (`tiers.1.threshold`, `period` …).
 */
export function checkContractTerms(
  body: z.output<typeof offerContractBody>,
  currencyDecimals: number,
): ContractTerms {
  const tiers: AgentContractTier[] = [];
  body.tiers.forEach((tier, i) => {
    const field = (name: string) => `tiers.${i}.${name}`;
    if (decimalsOf(tier.threshold) > currencyDecimals)
      throw fieldError(
        field('threshold'),
        `threshold must have at most ${currencyDecimals} decimals`,
        undefined,
        { code: FieldIssueCode.format },
      );
    const rateBp = rateToBp(tier.rate);
    if (rateBp <= 0)
      throw fieldError(field('rate'), 'rate must be more than 0', undefined, {
        code: FieldIssueCode.more_than,
        params: { min: 0 },
      });
    const before = tiers[i - 1];
    if (before) {
      if (toUnits(tier.threshold) <= toUnits(before.threshold))
        throw fieldError(
          field('threshold'),
          'each tier must start above the one before',
          undefined,
          { code: FieldIssueCode.tier_order },
        );
      if (tier.activePlayers < before.activePlayers)
        throw fieldError(
          field('activePlayers'),
          'each tier must ask at least as many active players as the one before',
          undefined,
          { code: FieldIssueCode.tier_order },
        );
      if (rateBp <= before.rateBp)
        throw fieldError(
          field('rate'),
          'each tier must pay a higher rate than the one before',
          undefined,
          { code: FieldIssueCode.tier_order },
        );
    }
    tiers.push({ threshold: tier.threshold, activePlayers: tier.activePlayers, rateBp });
  });
  if (body.kind === ContractKind.dividend) {
    if (!body.period)
      throw fieldError('period', 'a dividend contract needs its period', undefined, {
        code: FieldIssueCode.required,
      });
    return { tiers, period: body.period, carryOver: body.carryOver ?? false };
  }
  if (body.period) throw fieldError('period', 'only a dividend contract has a period');
  if (body.carryOver) throw fieldError('carryOver', 'only a dividend contract carries over');
  return { tiers, period: null, carryOver: false };
}

export const tierView = (t: AgentContractTier): ContractTier => ({
  threshold: fromUnits(toUnits(t.threshold)),
  activePlayers: t.activePlayers,
  rate: bpToRate(t.rateBp),
});

/** The highest tier whose threshold and active players the figures reach (0-based), or null. */
export function tierReached(
  tiers: readonly AgentContractTier[],
  figure: bigint,
  activePlayers: number,
): number | null {
  let reached: number | null = null;
  tiers.forEach((t, i) => {
    if (figure >= toUnits(t.threshold) && activePlayers >= t.activePlayers) reached = i;
  });
  return reached;
}

/** rate (hundredths of a percent) of the figure, down to the currency's minor unit. */
export function payOf(figure: bigint, rateBp: number, minorUnit: bigint): bigint {
  if (figure <= 0n) return 0n;
  const raw = (figure * BigInt(rateBp)) / 10_000n;
  return raw - (raw % minorUnit);
}

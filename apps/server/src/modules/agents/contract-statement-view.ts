import type { ContractStatement } from '@lotto/contract';
import type { AgentContractStatementRow } from '../../db/schema';
import { fromUnits } from '../../lib/money';
import { bpToRate } from './rebate-rates';

/** A statement as the contract pages and the console show it (the tier 1-based). */
export const statementView = (
  s: AgentContractStatementRow,
  reference: string | null,
): ContractStatement => ({
  id: s.id,
  contractId: s.contractId,
  periodKey: s.periodKey,
  periodStart: s.periodStart.getTime(),
  periodEnd: s.periodEnd.getTime(),
  turnover: fromUnits(s.turnover),
  netLoss: fromUnits(s.turnover - s.win),
  activePlayers: s.activePlayers,
  carryIn: fromUnits(s.carryIn),
  carryOut: fromUnits(s.carryOut),
  tier: s.tier === null ? null : s.tier + 1,
  rate: bpToRate(s.rateBp),
  amount: fromUnits(s.amount),
  state: s.state,
  reference,
  paidAt: s.paidAt?.getTime() ?? null,
});

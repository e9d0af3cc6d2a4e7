import type { MoneyLedger } from './money-ledger';

const notBuilt = (): never => {
  throw new Error('not built: deposits and withdrawals wait for the double-entry ledger');
};

/** Replaced by the postings on the double-entry ledger when that lands (issue 18). */
export function createMoneyLedger(_clock: () => Date): MoneyLedger {
  return {
    creditDeposit: async () => notBuilt(),
    holdWithdrawal: async () => notBuilt(),
    releaseWithdrawal: async () => notBuilt(),
    payWithdrawal: async () => notBuilt(),
    cashBalance: async () => notBuilt(),
  };
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string cut to `decimals` places with thousands separators, on the digits only
 * (UI.md "Money": never through a float). Truncates: a balance is never shown as more than it is.
 */
export const formatAmount = (amount: string, decimals: number): string => {
  const m = DECIMAL.exec(amount.trim());
  if (!m) return amount;
  const whole = (m[1] ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = ((m[2] ?? '') + '0'.repeat(decimals)).slice(0, decimals);
  return decimals > 0 ? `${whole}.${frac}` : whole;
};

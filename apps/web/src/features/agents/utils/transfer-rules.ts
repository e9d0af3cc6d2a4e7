/** A payment password: six digits (as the withdrawal's). */
const PAYMENT_PASSWORD = /^\d{6}$/;
/** A positive decimal amount; its decimals are checked against the currency's separately. */
const AMOUNT = /^(?:0|[1-9]\d{0,11})(?:\.\d+)?$/;

export interface TransferDraft {
  amount: string;
  paymentPassword: string;
}

/**
 * Issue 32: what the transfer form refuses before it sends, as message keys per field (the
 * server checks the same and more: the team, the balance, the password itself).
 */
export function transferProblems(
  draft: TransferDraft,
  decimals: number,
): Partial<Record<keyof TransferDraft, string>> {
  const problems: Partial<Record<keyof TransferDraft, string>> = {};
  const amount = draft.amount.trim();
  if (!amount) problems.amount = 'agents.transfer_amount_required';
  else if (!AMOUNT.test(amount) || !/[1-9]/.test(amount))
    problems.amount = 'agents.transfer_amount_positive';
  else if (amount.includes('.') && amount.length - amount.indexOf('.') - 1 > decimals)
    problems.amount = 'agents.transfer_amount_decimals';
  if (!draft.paymentPassword) problems.paymentPassword = 'agents.transfer_password_required';
  else if (!PAYMENT_PASSWORD.test(draft.paymentPassword))
    problems.paymentPassword = 'agents.transfer_password_format';
  return problems;
}

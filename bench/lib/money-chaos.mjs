// The money chaos run's section of bench/report.md: `npm run bench:money` writes
// bench/money-chaos.json (apps/server/test/reliability/money-chaos.test.ts), kept in the repository.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

const readFigures = () => {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'bench/money-chaos.json'), 'utf8'));
  } catch {
    return null;
  }
};

/** The report's section (bench/report.md). */
export function moneyChaosSection() {
  const m = readFigures();
  if (!m) return 'Not measured yet: `npm run bench:money` writes bench/money-chaos.json.';
  return [
    `\`npm run bench:money\` on ${m.date.slice(0, 10)} (Node ${m.node}): two server processes on one PostgreSQL database, ${m.operations} money operations from ${m.clients} clients over ${m.members} members, each call sent ${m.copiesPerCall} times at once with one key across both instances, one instance killed (SIGKILL) and started again ${m.kills} times; ${m.calls} calls in ${m.seconds} s.`,
    '',
    '| what | count |',
    '| --- | --- |',
    `| gateway deposits (pay pages given to clients / paid at the gateway) | ${m.gatewayDeposits} (${m.payUrlsGiven} / ${m.paidAtGateway}) |`,
    `| PromptPay requests (matched by the bank's report, sent twice at once) | ${m.promptPayRequests} (${m.promptPayMatched}) |`,
    `| withdrawals held (refused: daily count or balance) | ${m.withdrawals} (${m.withdrawalsRefused}) |`,
    `| lottery orders placed (refused) | ${m.lotteryOrders} (${m.lotteryRefused}) |`,
    `| members whose balance equals what the clients saw paid in | ${m.membersBalanceChecked} |`,
    `| **paid gateway payments not credited exactly once** | **${m.uncreditedPaidPayments}** |`,
    `| **ledger violations** (unbalanced transactions, balances not their entries, negative members) | **${m.ledgerViolations}** |`,
  ].join('\n');
}

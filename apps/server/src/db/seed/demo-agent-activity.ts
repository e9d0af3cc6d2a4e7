import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GameCategory, MerchantConfig } from '@lotto/contract';
import type { Db } from '../client';
import { bets, games, members } from '../schema';
import { HttpError } from '../../lib/http-error';
import { addDays, localDateOf } from '../../lib/local-date';
import { startOfDay } from '../../lib/money-day';
import { payAgentRebatesForDay } from '../../modules/agents/rebate-payouts.service';
import { setQuota } from '../../modules/agents/rebate-quotas';
import {
  createWalletService,
  grantStartingBalance,
  startingGrantOf,
} from '../../modules/wallet/wallet.service';
import { seedDemoAgentContract } from './demo-agent-contract';
import { DEMO_AGENT_LINE } from './demo-agents';
import { ageVerificationRequired } from '../../modules/protection/protection-guard';
import { DAY_MS } from '../../lib/time-zone';

const isInsufficientFunds = (err: unknown) =>
  err instanceof HttpError &&
  (err.value as { reason?: string } | undefined)?.reason === 'INSUFFICIENT_FUNDS';
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** Days of play before today the demo line gets, two bets a day per member. */
export const DEMO_AGENT_ACTIVITY_DAYS = 14;
const BETS_A_DAY = 2;
const UNITS = 10_000n;
/**
 * The top agent's quotas (issue 32): at most this many direct downlines at each rate. Its own
 * full rates, the ones quotas usually bound; lower rates (1.5 % in slots, which the end-to-end
 * specs give many sub-agents) stay unbounded.
 */
const DEMO_TOP_QUOTAS: [GameCategory, number, number][] = [
  ['RNG', 200, 3],
  ['LIVE', 100, 3],
];

/**
 * Issue 32: the demo agent line at play, so its team reports show something at once: each
 * member under the top agent gets its starting grant and two bets a day over the past two weeks
 * and today
 * (through the wallet service, as a game's calls would: bets, the ledger and the daily totals
 * together), and the rebates of those days are paid. The top agent's quotas are set, and its
 * daily-salary contract with the sub-agent with paid statements (demo-agent-contract.ts). Once:
 * a line that has bets is left alone. Outside production only, with the line itself.
 */
export async function seedDemoAgentActivity(
  db: Db,
  merchant: MerchantConfig,
  now: Date = new Date(),
): Promise<void> {
  const line = DEMO_AGENT_LINE;
  const names = [line.sub.username, ...line.subPlayers, ...line.topPlayers];
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchant.code),
        inArray(members.username, [line.top.username, ...names]),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.username, r.id]));
  const top = idOf.get(line.top.username);
  if (top === undefined) return;
  for (const [category, rateBp, quota] of DEMO_TOP_QUOTAS)
    await setQuota(db, top, category, rateBp, quota);
  await playDemoLine(db, merchant, idOf, names, now);
  const sub = idOf.get(line.sub.username);
  if (sub !== undefined) await seedDemoAgentContract(db, merchant, { top, sub }, now);
}

/** Two bets a day for each member of the line, and the rebates of those days; once. */
async function playDemoLine(
  db: Db,
  merchant: MerchantConfig,
  idOf: Map<string, number>,
  names: string[],
  now: Date,
): Promise<void> {
  // The line plays with its starting grant: a merchant that grants nothing gets the quotas only.
  if (startingGrantOf(merchant).amount === 0n) return;
  const players = names.map((n) => idOf.get(n)).filter((id): id is number => id !== undefined);
  const played = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bets)
    .where(inArray(bets.memberId, players));
  if ((played[0]?.n ?? 0) > 0) return;

  const nodes = await db
    .select({ nodeId: games.nodeId, gameType: games.gameType })
    .from(games)
    .where(
      and(
        eq(games.merchantCode, merchant.code),
        inArray(games.gameType, ['RNG', 'LIVE', 'SPORTS']),
      ),
    );
  const nodeOf = new Map<string, number>();
  for (const n of nodes) if (!nodeOf.has(n.gameType)) nodeOf.set(n.gameType, n.nodeId);
  const kinds = [...nodeOf.values()];
  if (kinds.length === 0) return;
  // A merchant that asks a verified age before play: the seeded line has none, so it does not play.
  if (ageVerificationRequired(merchant)) return;

  const todayStart = startOfDay(now, merchant.timeZone);
  let seq = 0;
  member: for (const id of players) {
    await grantStartingBalance(db, merchant, { id, merchantCode: merchant.code, isTrial: false });
    // Today too, where the hour has come: today's reports show something at once.
    for (let back = DEMO_AGENT_ACTIVITY_DAYS; back >= 0; back--) {
      const dayStart = todayStart.getTime() - back * DAY_MS;
      for (let i = 0; i < BETS_A_DAY; i++) {
        seq++;
        const at = new Date(dayStart + (i === 0 ? 0 : 10) * HOUR_MS + (seq % 50) * MINUTE_MS);
        if (at.getTime() + 2 * MINUTE_MS > now.getTime()) continue;
        const stake = BigInt(10 + ((seq * 37) % 90)) * UNITS;
        // About one bet in three wins back one and a half to three times its stake.
        const win = seq % 3 === 0 ? (stake * BigInt(15 + (seq % 16))) / 10n : 0n;
        const txId = `demo-line-${id}-${seq}`;
        const placed = await createWalletService(db, () => at)
          .bet({
            vendor: 'DEMO',
            txId,
            memberId: id,
            amount: stake,
            nodeId: kinds[seq % kinds.length]!,
            gameName: 'Demo',
          })
          .then(
            () => true,
            (err: unknown) => {
              // A small starting grant runs out: that member stops playing, the start goes on.
              if (isInsufficientFunds(err)) return false;
              throw err;
            },
          );
        if (!placed) continue member;
        const settled = new Date(at.getTime() + 2 * MINUTE_MS);
        await createWalletService(db, () => settled).settle({ vendor: 'DEMO', txId, win });
      }
    }
  }
  const today = localDateOf(now, merchant.timeZone);
  for (let back = DEMO_AGENT_ACTIVITY_DAYS; back >= 1; back--)
    await payAgentRebatesForDay(db, merchant, addDays(today, -back), now);
}

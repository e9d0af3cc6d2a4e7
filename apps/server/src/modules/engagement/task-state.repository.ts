import { and, eq, ne } from 'drizzle-orm';
import type { NoviceTaskCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import { bets, favouriteGames, members } from '../../db/schema';
import { memberColumns } from '../../lib/member-columns';
import { hasDeposited } from '../../lib/deposit-totals';

/**
 * The state each novice task checks, one small function per task, so a task is pointed at the
 * table that records it in one place. `null`: the platform does not record that state yet.
 */
type TaskState = (db: Db, memberId: number) => Promise<boolean | null>;

const proofColumns = (db: Db, memberId: number) =>
  memberColumns(db, memberId, {
    mobileE164: members.mobileE164,
    paymentPasswordHash: members.paymentPasswordHash,
  });

/** A number is proven only once a code sent to it was entered (accounts: mobileE164). */
const proveMobile: TaskState = async (db, memberId) =>
  (await proofColumns(db, memberId))?.mobileE164 != null;

const paymentPassword: TaskState = async (db, memberId) =>
  (await proofColumns(db, memberId))?.paymentPasswordHash != null;

/** A deposit the money module credited (PromptPay matched, gateway confirmed or approved). */
const firstDeposit: TaskState = hasDeposited;

/** A real-money bet that was not rolled back. */
const firstBet: TaskState = async (db, memberId) => {
  const rows = await db
    .select({ id: bets.id })
    .from(bets)
    .where(and(eq(bets.memberId, memberId), eq(bets.play, false), ne(bets.status, 'rolled_back')))
    .limit(1);
  return rows.length > 0;
};

const addFavourite: TaskState = async (db, memberId) => {
  const rows = await db
    .select({ nodeId: favouriteGames.nodeId })
    .from(favouriteGames)
    .where(eq(favouriteGames.memberId, memberId))
    .limit(1);
  return rows.length > 0;
};

export const taskStates: Record<NoviceTaskCode, TaskState> = {
  prove_mobile: proveMobile,
  payment_password: paymentPassword,
  first_deposit: firstDeposit,
  first_bet: firstBet,
  add_favourite: addFavourite,
};

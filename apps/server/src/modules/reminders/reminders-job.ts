import type { FastifyBaseLogger } from 'fastify';
import { languages, playTypeOf, START_LOTTERY_PATH, type Language } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { LotteryGameRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { localized } from '../../lib/localized';
import { startRepeatingJob, type RepeatingJob } from '../../lib/repeating-job';
import { excludedAmong } from '../protection/protection-guard';
import type { PushSender } from './push-sender';
import { reminderText, type ReminderKind } from './reminder-texts';
import {
  REMINDED_PERIODS,
  RESULTS_FRESH_MS,
  clockOf,
  closingDraw,
  inQuietHours,
} from './reminder-schedule';
import {
  claimReminder,
  deleteSubscription,
  pruneClaims,
  remindedGames,
  resultsSince,
  subscriptionsToRemind,
  type PushSubscriptionRow,
} from './reminders.repository';

/** How often each instance looks for reminders due; a close reminder may be this late. */
export const REMINDERS_JOB_INTERVAL_MS = 30_000;
/** Claims of sent reminders are kept this long (a daily draw's are asked about for a day). */
const CLAIMS_KEPT_MS = 3 * 86_400_000;

/** What a device's service worker receives (apps/web/build/push-worker.ts shows it). */
export interface ReminderPayload {
  title: string;
  body: string;
  /** The lottery's page under /m/, opened on a tap. */
  url: string;
  /** One notification per draw and kind on the device: a repeat replaces, never piles up. */
  tag: string;
}

/** The lottery's page: the same /m/startLottery address a tile's launch opens (§2.10). */
export const lotteryPageUrl = (game: LotteryGameRow): string => {
  const params = new URLSearchParams({
    mui: game.merchantCode,
    playType: playTypeOf(game.lottoMode),
    gameId: String(game.gameId),
    prize_mode: game.prizeMode,
  });
  return `${START_LOTTERY_PATH}?${params.toString()}`;
};

interface Due {
  subscription: PushSubscriptionRow;
  game: LotteryGameRow;
  kind: ReminderKind;
  numero: string;
  payload: ReminderPayload;
  /** A reminder nobody reads in time is worth nothing: the push service may drop it after this. */
  ttlSeconds: number;
}

const languageOf = (value: string): Language =>
  (languages as string[]).includes(value) ? (value as Language) : 'en';

/**
 * Subscriptions read per query: a round over 100k devices holds one page of them (and its
 * reminders) at a time, never the whole table.
 */
export const REMINDER_PAGE_SIZE = 500;
/**
 * Pushes in flight at once: a push service that is slow, or asks to be tried again later
 * (push-sender's PUSH_RETRY), holds up one lane, not the round.
 */
export const PUSH_LANES = 16;

/** What a round did: reminders sent, and the pages of subscriptions it read. */
export interface RemindersRound {
  sent: number;
  pages: number;
}

/**
 * One round: every reminder due now, sent once per subscription, draw and kind. Nothing goes to a
 * member in a time-out or self-exclusion, nor in the member's quiet hours (the reminder is skipped,
 * not kept for later). A subscription its push service calls gone (404, 410) is dropped. The
 * subscriptions are read in pages of `pageSize`, in id order.
 */
export async function sendDueReminders(
  db: Db,
  sender: PushSender,
  now: Date,
  { pageSize = REMINDER_PAGE_SIZE }: { pageSize?: number } = {},
): Promise<RemindersRound> {
  const round: RemindersRound = { sent: 0, pages: 0 };
  let after = 0;
  for (;;) {
    const rows = await subscriptionsToRemind(db, after, pageSize);
    if (rows.length === 0) break;
    round.pages++;
    after = rows[rows.length - 1]!.subscription.id;
    round.sent += await send(db, sender, now, await dueAmong(db, now, rows));
    if (rows.length < pageSize) break;
  }
  await pruneClaims(db, new Date(now.getTime() - CLAIMS_KEPT_MS));
  return round;
}

type SubscriptionPage = Awaited<ReturnType<typeof subscriptionsToRemind>>;

/** The reminders due now to one page of subscriptions. */
async function dueAmong(db: Db, now: Date, rows: SubscriptionPage): Promise<Due[]> {
  const excluded = await excludedAmong(
    db,
    [...new Set(rows.map((r) => r.subscription.memberId))],
    now,
  );
  const due: Due[] = [];
  const byMerchant = new Map<string, SubscriptionPage>();
  for (const r of rows) {
    if (excluded.has(r.subscription.memberId)) continue;
    if (inQuietHours(r.preferences.quietStart, r.preferences.quietEnd, now, r.merchant.timeZone))
      continue;
    const list = byMerchant.get(r.subscription.merchantCode) ?? [];
    list.push(r);
    byMerchant.set(r.subscription.merchantCode, list);
  }
  for (const [merchantCode, list] of byMerchant) {
    const timeZone = list[0]!.merchant.timeZone;
    const ids = [...new Set(list.flatMap((r) => r.preferences.gameIds))];
    const games = await remindedGames(db, merchantCode, ids, [...REMINDED_PERIODS]);
    const gameById = new Map(games.map((g) => [g.gameId, g]));
    const results = await resultsSince(
      db,
      merchantCode,
      games.map((g) => g.gameCode),
      new Date(now.getTime() - RESULTS_FRESH_MS),
    );
    const latestResult = new Map(results.map((r) => [r.gameCode, r]));
    for (const { subscription, preferences } of list) {
      const language = languageOf(subscription.language);
      for (const gameId of preferences.gameIds) {
        const game = gameById.get(gameId);
        if (!game) continue;
        const lottery = localized(game.name, language, game.remark);
        const url = lotteryPageUrl(game);
        const closing = preferences.beforeClose
          ? closingDraw(game, preferences.leadMinutes, now, timeZone)
          : null;
        if (closing) {
          const minutes = Math.max(1, Math.round((closing.closesAt - now.getTime()) / 60_000));
          const text = reminderText('close', language, {
            lottery,
            numero: closing.numero,
            minutes,
            time: clockOf(closing.closesAt, timeZone),
          });
          due.push({
            subscription,
            game,
            kind: 'close',
            numero: closing.numero,
            payload: { ...text, url, tag: `${game.gameCode}:${closing.numero}:close` },
            ttlSeconds: Math.max(1, Math.floor((closing.closesAt - now.getTime()) / 1000)),
          });
        }
        const result = preferences.results ? latestResult.get(game.gameCode) : undefined;
        if (result) {
          const text = reminderText('results', language, { lottery, numero: result.numero });
          due.push({
            subscription,
            game,
            kind: 'results',
            numero: result.numero,
            payload: { ...text, url, tag: `${game.gameCode}:${result.numero}:results` },
            ttlSeconds: Math.floor(RESULTS_FRESH_MS / 1000),
          });
        }
      }
    }
  }
  return due;
}

/**
 * Claims and sends, a subscription's reminders one after another, PUSH_LANES subscriptions at a
 * time. The claim is made before the push and kept whatever the push service says: a reminder it
 * refused after every retry is not sent again by a later round.
 */
async function send(db: Db, sender: PushSender, now: Date, due: Due[]): Promise<number> {
  const bySubscription = new Map<number, Due[]>();
  for (const reminder of due) {
    const list = bySubscription.get(reminder.subscription.id) ?? [];
    list.push(reminder);
    bySubscription.set(reminder.subscription.id, list);
  }
  const queue = [...bySubscription.values()];
  let sent = 0;
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      for (const reminder of next) {
        const claimed = await claimReminder(db, {
          subscriptionId: reminder.subscription.id,
          gameCode: reminder.game.gameCode,
          numero: reminder.numero,
          kind: reminder.kind,
          sentAt: now,
        });
        if (!claimed) continue;
        const outcome = await sender.send(
          reminder.subscription,
          JSON.stringify(reminder.payload),
          reminder.ttlSeconds,
        );
        if (outcome === 'sent') sent++;
        if (outcome === 'gone') {
          await deleteSubscription(db, reminder.subscription.id);
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PUSH_LANES, queue.length) }, lane));
  return sent;
}

/** Every instance runs it; the claims keep a reminder to one send. */
export const startRemindersJob = (
  db: Db,
  sender: PushSender,
  clock: Clock,
  log: FastifyBaseLogger,
  intervalMs = REMINDERS_JOB_INTERVAL_MS,
): RepeatingJob =>
  startRepeatingJob(
    async () => {
      const { sent, pages } = await sendDueReminders(db, sender, clock());
      if (sent > 0) log.debug({ sent, pages }, 'draw reminders sent');
    },
    intervalMs,
    (err) => log.error({ err }, 'draw reminders round failed'),
  );

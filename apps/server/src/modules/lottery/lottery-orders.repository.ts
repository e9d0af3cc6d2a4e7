import { preparedAs } from '../../db/prepared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  lotteryDrawSeeds,
  lotteryGames,
  lotteryOrders,
  lotteryResults,
  lotterySubOrders,
} from '../../db/schema';
import type {
  LotteryDrawSeedRow,
  LotteryGameRow,
  LotteryOrderRow,
  LotterySubOrderRow,
  LotterySubOrderState,
} from '../../db/schema';
import { findMerchantRow } from '../../lib/merchant-rows';

export type NewSubOrderRow = typeof lotterySubOrders.$inferInsert;
export type NewOrderRow = typeof lotteryOrders.$inferInsert;

type DrawKey = { merchantCode: string; gameCode: string; numero: string };

/** Seeds of some numeros of one game. */
export async function seedsOf(
  db: Db,
  merchantCode: string,
  gameCode: string,
  numeros: string[],
): Promise<Map<string, LotteryDrawSeedRow>> {
  if (numeros.length === 0) return new Map();
  const rows = await db
    .select()
    .from(lotteryDrawSeeds)
    .where(
      and(
        eq(lotteryDrawSeeds.merchantCode, merchantCode),
        eq(lotteryDrawSeeds.gameCode, gameCode),
        inArray(lotteryDrawSeeds.numero, numeros),
      ),
    );
  return new Map(rows.map((r) => [r.numero, r]));
}

/** First writer wins: a seed, once written, never changes (ON CONFLICT DO NOTHING). */
export async function insertSeeds(
  db: Db,
  rows: (typeof lotteryDrawSeeds.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(lotteryDrawSeeds)
    .values(rows)
    .onConflictDoNothing({
      target: [lotteryDrawSeeds.merchantCode, lotteryDrawSeeds.gameCode, lotteryDrawSeeds.numero],
    });
}

/** A game's recent draws with a commitment, newest first, with the result when drawn. */
export async function committedDraws(db: Db, merchantCode: string, gameCode: string, n: number) {
  return db
    .select({ seed: lotteryDrawSeeds, numbers: lotteryResults.numbers })
    .from(lotteryDrawSeeds)
    .leftJoin(
      lotteryResults,
      and(
        eq(lotteryResults.merchantCode, lotteryDrawSeeds.merchantCode),
        eq(lotteryResults.gameCode, lotteryDrawSeeds.gameCode),
        eq(lotteryResults.numero, lotteryDrawSeeds.numero),
      ),
    )
    .where(
      and(eq(lotteryDrawSeeds.merchantCode, merchantCode), eq(lotteryDrawSeeds.gameCode, gameCode)),
    )
    .orderBy(desc(lotteryDrawSeeds.drawTime))
    .limit(n);
}

/** A game row whatever its state (settlement must see switched-off games). */
export async function anyGame(
  db: Db,
  merchantCode: string,
  gameCode: string,
): Promise<LotteryGameRow | null> {
  return findMerchantRow(db, lotteryGames, merchantCode, eq(lotteryGames.gameCode, gameCode));
}

type NewOrder = NewOrderRow & { createdAt: Date };
type NewSubOrders = Omit<NewSubOrderRow, 'orderId'>[];
/** Nothing is written when the member's open stake on one of `numeros` would pass `max`. */
type DrawLimit = { numeros: string[]; perDraw: bigint; max: bigint };
type Placed = { order: LotteryOrderRow; subOrders: LotterySubOrderRow[] };
/** The columns the order's CTEs answer (see orderCtes). */
export type PlacedColumns = { order_id: string | null; sub_ids: unknown };

/**
 * The order and its sub-orders as CTEs `o` and `s` (the sub-orders in the order given, so their
 * ids rise as they did with one multi-row insert). `from` gates the order (a CTE's name, or
 * nothing). Nothing is written when the game is switched off, or when the member's open stake on
 * a draw (summed under the statement's snapshot) would pass the limit.
 */
function orderCtes(row: NewOrder, subs: NewSubOrders, drawLimit: DrawLimit, from: SQL): SQL {
  const json = JSON.stringify(
    subs.map((s, n) => ({
      n,
      merchantCode: s.merchantCode,
      memberId: s.memberId,
      gameCode: s.gameCode,
      numero: s.numero,
      drawTime: s.drawTime.toISOString(),
      lockAt: s.lockAt.toISOString(),
      betType: s.betType,
      numbers: s.numbers,
      units: s.units,
      stakePerUnit: s.stakePerUnit.toString(),
      stake: s.stake.toString(),
      odds: s.odds,
    })),
  );
  return sql`
    o as (
      insert into lottery_orders
        (merchant_code, member_id, game_code, currency, play, total_stake, ledger_key, created_at)
      select ${row.merchantCode}, ${row.memberId}, ${row.gameCode}, ${row.currency},
        ${row.play ?? false}, ${row.totalStake.toString()}::bigint, ${row.ledgerKey},
        ${row.createdAt.toISOString()}::timestamptz
      ${from}
      where exists (
        select 1 from lottery_games
        where merchant_code = ${row.merchantCode} and game_code = ${row.gameCode} and enabled)
      and not exists (
        select 1 from lottery_sub_orders
        where member_id = ${row.memberId} and game_code = ${row.gameCode}
          and numero in (select jsonb_array_elements_text(${JSON.stringify(drawLimit.numeros)}::jsonb))
          and status = 'open'
        group by numero
        having sum(stake) + ${drawLimit.perDraw.toString()}::bigint > ${drawLimit.max.toString()}::bigint)
      returning id),
    s as (
      insert into lottery_sub_orders (order_id, merchant_code, member_id, game_code, numero,
        draw_time, lock_at, bet_type, numbers, units, stake_per_unit, stake, odds)
      select o.id, x."merchantCode", x."memberId", x."gameCode", x.numero, x."drawTime",
        x."lockAt", x."betType", x.numbers, x.units, x."stakePerUnit", x.stake, x.odds
      from o, jsonb_to_recordset(${json}::jsonb) as x(n int, "merchantCode" text,
        "memberId" bigint, "gameCode" text, numero text, "drawTime" timestamptz,
        "lockAt" timestamptz, "betType" text, numbers jsonb, units jsonb, "stakePerUnit" bigint,
        stake bigint, odds text)
      order by x.n
      returning id)`;
}

const placedColumns = sql`(select id from o)::text as order_id,
      coalesce((select json_agg(id::text order by id) from s), '[]') as sub_ids`;

/** The order and sub-orders as written, from the ids the statement answered (null: refused). */
function placedOf(row: NewOrder, subs: NewSubOrders, written: PlacedColumns): Placed | null {
  if (written.order_id === null) return null;
  const raw = written.sub_ids;
  const subIds = (typeof raw === 'string' ? (JSON.parse(raw) as string[]) : (raw as string[])).map(
    Number,
  );
  if (subIds.length !== subs.length) throw new Error('lottery sub-orders not inserted');
  const orderId = Number(written.order_id);
  const order: LotteryOrderRow = {
    id: orderId,
    merchantCode: row.merchantCode,
    memberId: row.memberId,
    gameCode: row.gameCode,
    currency: row.currency,
    play: row.play ?? false,
    totalStake: row.totalStake,
    ledgerKey: row.ledgerKey,
    createdAt: row.createdAt,
  };
  const subOrders = subs.map((s, i): LotterySubOrderRow => ({
    id: subIds[i] as number,
    orderId,
    merchantCode: s.merchantCode,
    memberId: s.memberId,
    gameCode: s.gameCode,
    numero: s.numero,
    drawTime: s.drawTime,
    lockAt: s.lockAt,
    betType: s.betType,
    numbers: s.numbers,
    units: s.units,
    stakePerUnit: s.stakePerUnit,
    stake: s.stake,
    odds: s.odds,
    status: 'open',
    hits: null,
    win: null,
    settledAt: null,
  }));
  // As subOrdersOf reads them: by draw time, then id.
  subOrders.sort((a, b) => a.drawTime.getTime() - b.drawTime.getTime() || a.id - b.id);
  return { order, subOrders };
}

/** The order and its sub-orders in one statement; answers both as the tables hold them. */
export async function insertOrderWithSubOrders(
  db: Db,
  row: NewOrder,
  subs: NewSubOrders,
  drawLimit: DrawLimit,
): Promise<Placed | null> {
  const result = await db.execute(
    sql`${preparedAs('lottery_place_order')} with ${orderCtes(row, subs, drawLimit, sql``)}
    select ${placedColumns}`,
  );
  const written = (result as { rows: PlacedColumns[] }).rows[0];
  if (!written) throw new Error('lottery order not inserted');
  return placedOf(row, subs, written);
}

/**
 * The order as the companion of its stake's debit (the ledger's debitWith): its CTEs write only
 * when the member can pay (`funded`), and `placed` carries the order's id into the ledger
 * transaction's metadata.
 */
export const orderWithDebit = (
  row: NewOrder,
  subs: NewSubOrders,
  drawLimit: DrawLimit,
  /** Another row written with the order (an INSERT … SELECT … FROM the order's `placed`). */
  alsoFrom: ((placed: SQL) => SQL) | null,
) => ({
  ctes: sql`${orderCtes(row, subs, drawLimit, sql`from funded`)},
    placed as (select jsonb_build_object('orderId', o.id) as metadata from o),
    ${alsoFrom ? sql`also as (${alsoFrom(sql`placed`)}),` : sql``}`,
  columns: placedColumns,
  placed: (written: PlacedColumns) => placedOf(row, subs, written),
});

export async function orderByLedgerKey(
  db: Db,
  merchantCode: string,
  ledgerKey: string,
): Promise<LotteryOrderRow | null> {
  return findMerchantRow(db, lotteryOrders, merchantCode, eq(lotteryOrders.ledgerKey, ledgerKey));
}

export async function orderOf(
  db: Db,
  memberId: number,
  orderId: number,
): Promise<LotteryOrderRow | null> {
  const rows = await db
    .select()
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.id, orderId), eq(lotteryOrders.memberId, memberId)));
  return rows[0] ?? null;
}

export async function subOrdersOf(db: Db, orderIds: number[]): Promise<LotterySubOrderRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(lotterySubOrders)
    .where(inArray(lotterySubOrders.orderId, orderIds))
    .orderBy(asc(lotterySubOrders.drawTime), asc(lotterySubOrders.id));
}

/** The sub-orders of an order, locked for a cancel. */
export async function lockSubOrders(
  db: Db,
  orderId: number,
  ids: number[],
): Promise<LotterySubOrderRow[]> {
  return db
    .select()
    .from(lotterySubOrders)
    .where(and(eq(lotterySubOrders.orderId, orderId), inArray(lotterySubOrders.id, ids)))
    .orderBy(asc(lotterySubOrders.id))
    .for('update');
}

export async function setSubOrderState(
  db: Db,
  ids: number[],
  change: { status: LotterySubOrderState; settledAt: Date; hits?: number; win?: bigint },
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(lotterySubOrders)
    .set(change)
    .where(and(inArray(lotterySubOrders.id, ids), eq(lotterySubOrders.status, 'open')))
    .returning({ id: lotterySubOrders.id });
  return rows.length;
}

export interface OrderFilter {
  memberId: number;
  gameCode?: string;
  state?: 'open' | 'settled' | 'cancelled';
  from?: Date;
  to?: Date;
  offset: number;
  limit: number;
}

/** The member's orders, newest first, with a filter on game, state (any sub-order) and date. */
export async function listOrders(db: Db, f: OrderFilter) {
  const stateOf: Record<NonNullable<OrderFilter['state']>, LotterySubOrderState[]> = {
    open: ['open'],
    settled: ['won', 'lost', 'refunded'],
    cancelled: ['cancelled'],
  };
  const where = and(
    eq(lotteryOrders.memberId, f.memberId),
    f.gameCode ? eq(lotteryOrders.gameCode, f.gameCode) : undefined,
    f.from ? gte(lotteryOrders.createdAt, f.from) : undefined,
    f.to ? lt(lotteryOrders.createdAt, f.to) : undefined,
    f.state
      ? sql`exists (select 1 from ${lotterySubOrders} s where s.order_id = ${lotteryOrders.id} and s.status in (${sql.join(
          stateOf[f.state].map((s) => sql`${s}`),
          sql`, `,
        )}))`
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(lotteryOrders)
      .where(where)
      // DESC NULLS LAST, as lottery_orders_member_created_idx keeps them: a plain DESC (NULLS
      // FIRST) cannot read that index in order, so every order of the member was read and sorted.
      .orderBy(
        sql`${lotteryOrders.createdAt} desc nulls last`,
        sql`${lotteryOrders.id} desc nulls last`,
      )
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(lotteryOrders).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** Stake already on each draw of a game by a member (open sub-orders), for the per-draw limit. */
export async function stakeOnDraws(
  db: Db,
  memberId: number,
  gameCode: string,
  numeros: string[],
): Promise<Map<string, bigint>> {
  if (numeros.length === 0) return new Map();
  const rows = await db
    .select({
      numero: lotterySubOrders.numero,
      stake: sql<string>`coalesce(sum(${lotterySubOrders.stake}), 0)::text`,
    })
    .from(lotterySubOrders)
    .where(
      and(
        eq(lotterySubOrders.memberId, memberId),
        eq(lotterySubOrders.gameCode, gameCode),
        inArray(lotterySubOrders.numero, numeros),
        eq(lotterySubOrders.status, 'open'),
      ),
    )
    .groupBy(lotterySubOrders.numero);
  return new Map(rows.map((r) => [r.numero, BigInt(r.stake)]));
}

/** Draws whose time has come that still have open sub-orders. */
export async function drawsToSettle(db: Db, now: Date, limit = 100): Promise<DrawKey[]> {
  return db
    .selectDistinct({
      merchantCode: lotterySubOrders.merchantCode,
      gameCode: lotterySubOrders.gameCode,
      numero: lotterySubOrders.numero,
    })
    .from(lotterySubOrders)
    .where(and(eq(lotterySubOrders.status, 'open'), lte(lotterySubOrders.drawTime, now)))
    .limit(limit);
}

export async function resultOf(db: Db, d: DrawKey): Promise<string[] | null> {
  const rows = await db
    .select({ numbers: lotteryResults.numbers })
    .from(lotteryResults)
    .where(
      and(
        eq(lotteryResults.merchantCode, d.merchantCode),
        eq(lotteryResults.gameCode, d.gameCode),
        eq(lotteryResults.numero, d.numero),
      ),
    );
  return rows[0]?.numbers ?? null;
}

/**
 * Closes won sub-orders, each with its own hits and win, in one UPDATE … FROM; only rows still
 * open change. Answers how many did.
 */
export async function setSubOrdersWon(
  db: Db,
  rows: { id: number; hits: number; win: bigint }[],
  settledAt: Date,
): Promise<number> {
  if (rows.length === 0) return 0;
  const data = JSON.stringify(
    rows.map((r) => ({ id: String(r.id), hits: r.hits, win: r.win.toString() })),
  );
  const result = (await db.execute(sql`
    update lottery_sub_orders s
    set status = 'won', hits = r.hits, win = r.win, settled_at = ${settledAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${data}::jsonb) as r(id bigint, hits int, win bigint)
    where s.id = r.id and s.status = 'open'
    returning s.id`)) as { rows: unknown[] };
  return result.rows.length;
}

/**
 * A batch of a draw's open sub-orders after the id `afterId`, by id, locked; rows another
 * settler holds are skipped.
 */
export async function openSubOrdersOfDraw(
  db: Db,
  d: DrawKey,
  limit: number,
  afterId = 0,
): Promise<(LotterySubOrderRow & { play: boolean; currency: string })[]> {
  const rows = await db
    .select({ sub: lotterySubOrders, play: lotteryOrders.play, currency: lotteryOrders.currency })
    .from(lotterySubOrders)
    .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySubOrders.orderId))
    .where(
      and(
        eq(lotterySubOrders.merchantCode, d.merchantCode),
        eq(lotterySubOrders.gameCode, d.gameCode),
        eq(lotterySubOrders.numero, d.numero),
        eq(lotterySubOrders.status, 'open'),
        isNull(lotterySubOrders.settledAt),
        gt(lotterySubOrders.id, afterId),
      ),
    )
    .orderBy(asc(lotterySubOrders.id))
    .limit(limit)
    .for('update', { of: lotterySubOrders, skipLocked: true });
  return rows.map((r) => ({ ...r.sub, play: r.play, currency: r.currency }));
}

/** Per-draw advisory lock, held to the end of the transaction; false when another holds it. */
export async function trySettleLock(db: Db, classKey: number, d: DrawKey): Promise<boolean> {
  const result = (await db.execute(
    sql`select pg_try_advisory_xact_lock(${classKey}, hashtext(${`${d.merchantCode}|${d.gameCode}|${d.numero}`})) as locked`,
  )) as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

/** The drawn results of some numeros of a game. */
export async function resultsOf(
  db: Db,
  merchantCode: string,
  gameCode: string,
  numeros: string[],
): Promise<Map<string, string[]>> {
  if (numeros.length === 0) return new Map();
  const rows = await db
    .select({ numero: lotteryResults.numero, numbers: lotteryResults.numbers })
    .from(lotteryResults)
    .where(
      and(
        eq(lotteryResults.merchantCode, merchantCode),
        eq(lotteryResults.gameCode, gameCode),
        inArray(lotteryResults.numero, numeros),
      ),
    );
  return new Map(rows.map((r) => [r.numero, r.numbers]));
}

/**
 * Real-money stakes of the merchant's sub-orders settled (won or lost) in [from, to), per member;
 * play-money slips (trial members) are left out.
 */
export async function settledStakesByMember(
  db: Db,
  merchantCode: string,
  from: Date,
  to: Date,
): Promise<Map<number, bigint>> {
  const rows = await db
    .select({
      memberId: lotterySubOrders.memberId,
      total: sql<string>`coalesce(sum(${lotterySubOrders.stake}), 0)::text`,
    })
    .from(lotterySubOrders)
    .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySubOrders.orderId))
    .where(
      and(
        eq(lotterySubOrders.merchantCode, merchantCode),
        inArray(lotterySubOrders.status, ['won', 'lost']),
        gte(lotterySubOrders.settledAt, from),
        lt(lotterySubOrders.settledAt, to),
        eq(lotteryOrders.play, false),
      ),
    )
    .groupBy(lotterySubOrders.memberId);
  return new Map(rows.map((r) => [Number(r.memberId), BigInt(r.total)]));
}

import { z } from 'zod';
import { bodyRecordId, codeText, epochMs, queryCode, queryInt, queryRecordId } from './fields';
import { text } from './input-bounds';
import { amountValue, moneyAmount } from './money-fields';
import { defineOperation, type Operation } from './operation';
import { pageQuery } from './pagination';
import { realityCheckValue } from './protection-reality-check';

const tags = ['lottery'];

const day = (field: string) =>
  text(field)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date like 2026-01-31`)
    .max(10)
    .optional();

/** Hard caps of a slip; the merchant's `lottery` settings may only be tighter (draws). */
export const LOTTERY_MAX_DRAWS = 30;
export const LOTTERY_MAX_BETS = 10;
export const LOTTERY_MAX_NUMBERS = 100;

const digits = text('numbers[]')
  .max(6, 'numbers must be at most 6 digits')
  .regex(/^\d+$/, 'numbers must be digits');

export const lotteryBetInput = z.object({
  /** A bet type of the game's format (lottery-bets.ts), e.g. th_2top or vn_lo. */
  betType: text('betType').min(1, 'betType is required').max(32, 'betType is too long'),
  numbers: z
    .array(digits, { error: 'numbers must be a list' })
    .min(1, 'numbers needs at least one number')
    .max(LOTTERY_MAX_NUMBERS, `numbers must be at most ${LOTTERY_MAX_NUMBERS}`),
  /** The stake of each unit a number expands to, in the currency's decimals. */
  stakePerUnit: moneyAmount('stakePerUnit'),
});

export const lotteryPlaceOrderBody = z.object({
  gameCode: queryCode('gameCode'),
  /** The draw the slip starts at: the open draw the member sees (refused once it locks). */
  numero: text('numero').min(1, 'numero is required').max(64, 'numero is too long'),
  /** How many draws the slip follows, the first included. */
  draws: z
    .number({ error: 'draws must be a number' })
    .int('draws must be a whole number')
    .min(1, 'draws must be at least 1')
    .max(LOTTERY_MAX_DRAWS, `draws must be at most ${LOTTERY_MAX_DRAWS}`)
    .default(1),
  bets: z
    .array(lotteryBetInput, { error: 'bets must be a list' })
    .min(1, 'bets needs at least one bet')
    .max(LOTTERY_MAX_BETS, `bets must be at most ${LOTTERY_MAX_BETS}`),
});
export type LotteryPlaceOrderInput = z.input<typeof lotteryPlaceOrderBody>;

export const lotterySubOrderStates = ['open', 'won', 'lost', 'cancelled', 'refunded'] as const;

export const lotterySubOrder = z
  .object({
    subOrderId: recordIdOut(),
    numero: z.string().max(64),
    drawTime: epochMs,
    /** Betting on this draw closes at this instant (server clock); cancels too. */
    lockAt: epochMs,
    betType: z.string().max(32),
    numbers: z.array(z.string().max(8)),
    /** The units the numbers expand to (e.g. every ordering for an any-order bet). */
    units: z.array(z.string().max(8)),
    stakePerUnit: amountValue,
    stake: amountValue,
    odds: z.string().max(16),
    status: z.enum(lotterySubOrderStates),
    hits: z.number().int().nullable(),
    win: amountValue.nullable(),
    /** The draw's result when drawn (prize numbers in the game's format). */
    result: z.array(z.string().max(8)).nullable(),
  })
  .meta({ id: 'LotterySubOrder' });
export type LotterySubOrderValue = z.infer<typeof lotterySubOrder>;

function recordIdOut() {
  return z.number().int().positive();
}

export const lotteryOrder = z
  .object({
    orderId: recordIdOut(),
    gameCode: codeText,
    currency: z.string().max(3),
    totalStake: amountValue,
    /** Sum of the wins so far. */
    totalWin: amountValue,
    /** Stake returned by cancels and refunds. */
    returned: amountValue,
    createdAt: epochMs,
    /** open while any sub-order waits for its draw. */
    status: z.enum(['open', 'settled']),
    subOrders: z.array(lotterySubOrder),
  })
  .meta({ id: 'LotteryOrder' });
export type LotteryOrderValue = z.infer<typeof lotteryOrder>;

export const lotteryPlacedValue = z
  .object({ order: lotteryOrder, balance: amountValue })
  .meta({ id: 'LotteryPlaced' });
export type LotteryPlacedValue = z.infer<typeof lotteryPlacedValue>;

export const lotteryPlaceOrder = defineOperation({
  operationId: 'lotteryPlaceOrder',
  method: 'POST',
  path: '/lgw/orders',
  summary:
    'Place a lottery slip: one sub-order per draw and bet type, the total stake debited once (Idempotency-Key required) (§7 path catalogue, §2.10)',
  tags,
  auth: 'member',
  body: lotteryPlaceOrderBody,
  response: lotteryPlacedValue,
});

export const lotteryOrdersQuery = pageQuery.extend({
  gameCode: queryCode('gameCode').optional(),
  state: z
    .enum(['open', 'settled', 'cancelled'], { error: 'state must be open, settled or cancelled' })
    .optional(),
  /** First and last day of the orders (YYYY-MM-DD in the merchant's zone, inclusive). */
  from: day('from'),
  to: day('to'),
});
export type LotteryOrdersInput = z.input<typeof lotteryOrdersQuery>;

export const lotteryOrdersValue = z
  .object({
    list: z.array(lotteryOrder),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'LotteryOrders' });
export type LotteryOrdersValue = z.infer<typeof lotteryOrdersValue>;

export const lotteryOrders = defineOperation({
  operationId: 'lotteryOrders',
  method: 'GET',
  path: '/lgw/orders',
  summary:
    "The member's lottery orders, newest first, paged and filtered by game, state and date (§7 path catalogue)",
  tags,
  auth: 'member',
  query: lotteryOrdersQuery,
  response: lotteryOrdersValue,
});

export const lotteryOrderDetail = defineOperation({
  operationId: 'lotteryOrderDetail',
  method: 'GET',
  path: '/lgw/orders/detail',
  summary:
    'One of the member’s lottery orders with its sub-orders, odds, results and wins (§7 path catalogue)',
  tags,
  auth: 'member',
  query: z.object({ orderId: queryRecordId('orderId') }),
  response: lotteryOrder,
});

export const lotteryCancelBody = z.object({
  orderId: bodyRecordId('orderId'),
  subOrderIds: z
    .array(bodyRecordId('subOrderIds[]'), { error: 'subOrderIds must be a list' })
    .min(1, 'subOrderIds needs at least one id')
    .max(LOTTERY_MAX_DRAWS * LOTTERY_MAX_BETS, 'subOrderIds has too many ids'),
});

export const lotteryCancelSubOrders = defineOperation({
  operationId: 'lotteryCancelSubOrders',
  method: 'POST',
  path: '/lgw/orders/suborders/cancel',
  summary:
    'Cancel sub-orders before their draw locks: their stake returns in one ledger transaction (Idempotency-Key required) (§7 path catalogue)',
  tags,
  auth: 'member',
  body: lotteryCancelBody,
  response: lotteryPlacedValue,
});

/** One draw as anyone can check it: the commitment always, the seed once the result exists. */
export const lotteryFairDraw = z
  .object({
    numero: z.string().max(64),
    drawTime: epochMs,
    committedAt: epochMs,
    /** hex SHA-256 of the seed's bytes. */
    commitment: z.string().length(64),
    /** hex, 32 bytes; null until the draw's result exists. */
    seed: z.string().length(64).nullable(),
    result: z.array(z.string().max(8)).nullable(),
  })
  .meta({ id: 'LotteryFairDraw' });

export const lotteryFairDrawsValue = z
  .object({
    gameCode: codeText,
    /** thai, vn or fast (lottery-bets.ts LOTTERY_FORMATS). */
    format: z.string().max(16),
    /** The published rule, in one line. */
    rule: z.string().max(500),
    list: z.array(lotteryFairDraw),
  })
  .meta({ id: 'LotteryFairDraws' });
export type LotteryFairDrawsValue = z.infer<typeof lotteryFairDrawsValue>;

export const lotteryFairDraws = defineOperation({
  operationId: 'lotteryFairDraws',
  method: 'GET',
  path: '/lotto/lgw/games/draws/verify',
  summary:
    'Each recent draw of a lottery with its commitment, its seed once drawn, and its result: anyone can check the result from the seed. Path chosen: /lotto/lgw/games/draws/verify (§2.10)',
  tags,
  auth: 'none',
  query: z.object({
    gameCode: queryCode('gameCode'),
    count: queryInt('count', 1, 50).default(20),
  }),
  response: lotteryFairDrawsValue,
});

/** Where the embedded lottery page (§2.10) reaches these calls: its session cookie is scoped there. */
export const LOTTO_H5_API_BASE = '/m/lotto-h5';

/**
 * Not in `operations` (the app's calls): the lotto-h5 page, a front end of its own served by the
 * server, makes these. The same call from the lotto-h5 page: authenticated by the page's own session cookie (no
 * member token in the page), which the browser sends only under /m/lotto-h5/.
 */
const fromPage = <
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
>(
  op: Operation<Q, B, R>,
): Operation<Q, B, R> => ({
  ...op,
  operationId: `lottoPage${op.operationId.replace(/^lottery/, '')}`,
  path: `${LOTTO_H5_API_BASE}${op.path}`,
  summary: `${op.summary}. From the lotto-h5 page: its session cookie authenticates, a 401 without it`,
  auth: 'none',
});

export const lottoPagePlaceOrder = fromPage(lotteryPlaceOrder);
export const lottoPageOrders = fromPage(lotteryOrders);
export const lottoPageOrderDetail = fromPage(lotteryOrderDetail);
export const lottoPageCancelSubOrders = fromPage(lotteryCancelSubOrders);

export const lottoPageBalance = defineOperation({
  operationId: 'lottoPageBalance',
  method: 'GET',
  path: `${LOTTO_H5_API_BASE}/lgw/balance`,
  summary:
    "The member's cash balance, for the lotto-h5 page's slip (its session cookie authenticates)",
  tags,
  auth: 'none',
  response: z
    .object({ balance: amountValue, currency: z.string().max(3) })
    .meta({ id: 'LottoPageBalance' }),
});

/**
 * Issue 34: the reality check over the lotto-h5 page, for the member session behind the page's
 * own (its cookie authenticates), counted by the server's clock as the app's call is.
 */
export const lottoPageRealityCheck = defineOperation({
  operationId: 'lottoPageRealityCheck',
  method: 'GET',
  path: `${LOTTO_H5_API_BASE}/lgw/realityCheck`,
  summary:
    "Time played and net result since the login behind the lotto-h5 page's session, and when the next reality check falls due (issue 34; its session cookie authenticates, a 401 without it)",
  tags,
  auth: 'none',
  response: realityCheckValue,
});

/** Log out from the reality check over the lotto-h5 page: the member's login session ends. */
export const lottoPageLogOut = defineOperation({
  operationId: 'lottoPageLogOut',
  method: 'POST',
  path: `${LOTTO_H5_API_BASE}/lgw/logOut`,
  summary:
    "Log out from the lotto-h5 page's reality check: the member session behind the page ends, and the page's with it (issue 34; its session cookie authenticates)",
  tags,
  auth: 'none',
  response: z.null(),
});

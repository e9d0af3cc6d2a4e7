// Issue 19: placing lottery orders (POST /lgw/orders) at 20 connections, p99 ≤ 50 ms. Members
// sign in through the real login, their cash comes from balanced ledger transactions written in
// SQL (a deposit against deposits_in_transit), and every request is a new slip with a new
// Idempotency-Key on the open draw that stays on sale longest, cycling the members; each order is
// one statement that locks the member's cash account, writes the order and its sub-order, posts
// the stake and appends a delta for the merchant's game revenue account (house accounts are never
// locked by a posting).
import pg from 'pg';
import { loginOnce, measure, startOwnServer } from './load.mjs';

export const LOTTERY_ORDERS = { members: 40, connections: 20 };
/** Cash each member starts with (THB), far above what the run can stake. */
const START_CASH = 1_000_000n;
const UNIT = 10_000n;

/** A deposit per member, as the ledger writes it: two entries summing to zero, balances cached. */
async function fundMembers(databaseUrl, merchant, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const amount = (START_CASH * UNIT).toString();
    const { rows: members } = await client.query(
      `select id from members where merchant_code = $1 and username like 'bench%' order by id limit $2`,
      [merchant, count],
    );
    const ids = members.map((m) => m.id);
    await client.query(
      `insert into ledger_accounts (merchant_code, member_id, currency, kind, balance)
       select $1, id, 'THB', 'cash', $3::bigint from unnest($2::bigint[]) id`,
      [merchant, ids, amount],
    );
    await client.query(
      `insert into ledger_accounts (merchant_code, member_id, currency, kind)
       values ($1, null, 'THB', 'deposits_in_transit')
       on conflict (merchant_code, currency, kind) where member_id is null do nothing`,
      [merchant],
    );
    const house = (
      await client.query(
        `select id, balance from ledger_accounts
         where member_id is null and merchant_code = $1 and currency = 'THB'
           and kind = 'deposits_in_transit' for update`,
        [merchant],
      )
    ).rows[0];
    await client.query(
      `update ledger_accounts set balance = balance - $2::bigint * $3::int where id = $1`,
      [house.id, amount, ids.length],
    );
    await client.query(
      `insert into ledger_transactions (merchant_code, kind, idempotency_key, reference, member_id)
       select $1, 'deposit', 'bench-lottery-fund:' || id, 'BENCH', id
       from unnest($2::bigint[]) id order by id`,
      [merchant, ids],
    );
    // The house account's balance after each entry runs down member by member.
    await client.query(
      `insert into ledger_entries (transaction_id, account_id, amount, balance_after)
       select x.id, e.account_id, e.amount, e.after
       from (select t.id, c.id as cash_id, row_number() over (order by t.id) as n
             from ledger_transactions t
             join ledger_accounts c
               on c.member_id = t.member_id and c.kind = 'cash' and c.currency = 'THB'
             where t.merchant_code = $1 and t.idempotency_key like 'bench-lottery-fund:%') x
       cross join lateral (values
         (x.cash_id, $2::bigint, $2::bigint),
         ($3::bigint, -$2::bigint, $4::bigint - $2::bigint * x.n)
       ) e(account_id, amount, after)
       order by x.id`,
      [merchant, amount, house.id, house.balance],
    );
    await client.query('commit');
    return ids.length;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

/** The open draw on sale the longest from now (a daily draw, when one is on sale). */
async function longestOpenDraw(base, minSeconds) {
  const res = await fetch(`${base}/lotto/lgw/games/opened/numero?prizeMode=SEA`, {
    headers: { device: 'MOBILE', accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`open draws answered ${res.status}`);
  const draws = (await res.json()).value.filter(
    (d) => d.isSale && d.remainTime - d.lockTime > minSeconds,
  );
  draws.sort((a, b) => b.remainTime - b.lockTime - (a.remainTime - a.lockTime));
  return draws[0] ?? null;
}

/** Starts a server, funds and signs in the members, then loads POST /lgw/orders. */
export async function measureLotteryOrders(options) {
  const { password, postgresUrl, seconds, warmupSeconds, log } = options;
  if (!postgresUrl) return { status: 'needs PostgreSQL (--postgres)' };
  const server = await startOwnServer(options, 'lottery orders', 'lottery', LOTTERY_ORDERS.members);
  const funded = await fundMembers(server.databaseUrl, server.merchant, LOTTERY_ORDERS.members);
  const tokens = [];
  for (let n = 1; n <= funded; n++)
    tokens.push(await loginOnce(server.base, `bench${n}`, password));
  const draw = await longestOpenDraw(server.base, seconds + warmupSeconds + 30);
  if (!draw) return { status: 'no lottery draw stays on sale long enough' };
  // Vietnamese games (VN_*) have lô on two digits, every other game the Thai 2 top.
  const bet = draw.gameCode.startsWith('VN_')
    ? { betType: 'vn_lo', numbers: ['12'] }
    : { betType: 'th_2top', numbers: ['12'] };
  const body = JSON.stringify({
    gameCode: draw.gameCode,
    numero: draw.numero,
    bets: [{ ...bet, stakePerUnit: '1' }],
  });
  let next = 0;
  const run = Date.now().toString(36);
  const keyed = () => {
    next++;
    return {
      authorization: tokens[next % tokens.length],
      'idempotency-key': `bench-order-${run}-${next}`,
    };
  };
  log(`  load: ${LOTTERY_ORDERS.connections} connections, ${draw.gameCode} ${draw.numero}`);
  const result = await measure(
    server.base,
    'place lottery order',
    {
      method: 'POST',
      path: '/lgw/orders',
      body,
      headers: keyed(),
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...keyed() } }),
    },
    { seconds, warmupSeconds, connections: LOTTERY_ORDERS.connections },
  );
  log(
    'p99Ms' in result
      ? `  p99 ${result.p99Ms} ms (${result.requestsPerSecond} req/s)`
      : `  ${result.status}`,
  );
  return {
    ...result,
    members: funded,
    connections: LOTTERY_ORDERS.connections,
    gameCode: draw.gameCode,
    bet: `${bet.betType} ${bet.numbers.join(',')} at 1 per unit`,
  };
}

/** The report's section (bench/report.md). */
export function lotteryOrdersSection(f) {
  const m = f.lotteryOrders;
  if (!m) return 'Not measured in this run.';
  if (m.status !== 'measured') return `Not measured: ${m.status}.`;
  return [
    `\`POST /lgw/orders\` (a member's session, a new Idempotency-Key per request), ${m.members} members cycled, ${m.connections} connections, ${m.seconds} s after a warm-up; each a slip of one bet (${m.bet}) on the open draw of ${m.gameCode}: the stake debited through the ledger, the order, its sub-order and the posting written in one statement.`,
    '',
    `p99 **${m.p99Ms} ms** (p50 ${m.p50Ms} ms, max ${m.maxMs} ms), ${m.requestsPerSecond} orders/s, ${m.errors} errors.`,
  ].join('\n');
}

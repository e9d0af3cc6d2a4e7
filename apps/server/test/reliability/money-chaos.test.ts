/**
 * Reliability: two server processes on one PostgreSQL database take every money call
 * that opens something (gateway deposit, PromptPay request, withdrawal, lottery order), each sent
 * several times at once with one key, alternating between the instances; every payment page a
 * client was ever given is paid; one instance is killed (SIGKILL) and started again twice while
 * clients retry on the other. Afterwards: every transaction sums to zero, every balance equals its
 * entries, each key moved money once, and every payment paid at the demo gateway is credited
 * exactly once. MONEY_CHAOS_OPS sets the number of operations (60 in `npm test`;
 * `npm run bench:money` runs more and writes its figures to bench/out).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { lotteryGames } from '../../src/db/schema';
import { seedLottery } from '../../src/db/seed/demo-lottery';
import { upsertMerchantConfig } from '../../src/modules/merchant/merchant.repository';
import { moneyMember, PAYMENT_PASSWORD } from '../../src/modules/money/money.test-support';
import { openDraw } from '../../src/modules/lottery/lottery-schedule';
import { toUnits } from '../../src/lib/money';
import { randomIp } from '../helpers/accounts';
import { demoMerchant } from '../helpers/build-test-app';
import { killableServer, reliabilityPostgres, sleep } from './killable-server';
import { ledgerViolations } from './ledger-invariants';

const OPS = Number(process.env.MONEY_CHAOS_OPS ?? 60);
const REPORT = process.env.MONEY_CHAOS_REPORT;
const CLIENTS = 8;
const MEMBERS = 16;
/** Copies of each call sent at once with one key, spread over the two instances. */
const COPIES = 3;
const SECRET = `reliability-${randomBytes(16).toString('hex')}`;

const available = await reliabilityPostgres('money-chaos');

type Answer = { status: number; body: { value?: unknown; code?: string } };

describe.skipIf(!available)('money through two instances, retries and kills', () => {
  let database: Database;
  const env = {
    DATABASE_POOL_SIZE: '6',
    ALTCHA_HMAC_KEY: SECRET,
    WALLET_API_HMAC_KEY: SECRET,
    DEMO_GATEWAY_HMAC_KEY: SECRET,
    RATE_LIMIT_MAX: '100000000',
    // Each call comes from its own address (X-Forwarded-For), as many players behind a proxy:
    // the per-address limits of withdrawals and PromptPay are not what is under test.
    TRUST_PROXY: '127.0.0.1',
  };
  const a = killableServer('money', env);
  let b: ReturnType<typeof killableServer>;

  beforeAll(async () => {
    await a.createDatabase();
    database = await openDatabase({ databaseUrl: a.databaseUrl, poolSize: 6 });
    await upsertMerchantConfig(database.db, demoMerchant());
    await seedLottery(database.db, 'DEMO');
    b = killableServer('money', env, a);
    await b.createDatabase();
    await a.start();
    await b.start();
  }, 300_000);
  afterAll(async () => {
    await b?.kill();
    await a.kill();
    await database?.close();
    await a.dropDatabase();
  }, 60_000);

  it(
    `${OPS} money operations, each sent ${COPIES} times at once, through two instances and two kills`,
    async () => {
      const started = Date.now();
      const servers = [a, b];
      /** One call, resent until an instance gives a definite answer (not a dropped connection or 5xx). */
      const call = async (
        first: number,
        method: 'GET' | 'POST',
        path: string,
        headers: Record<string, string>,
        payload?: object,
      ): Promise<Answer> => {
        for (let attempt = 0; ; attempt++) {
          const server = servers[(first + attempt) % 2]!;
          try {
            const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
              method,
              headers: {
                ...headers,
                language: 'en',
                'x-forwarded-for': randomIp(),
                ...(payload ? { 'content-type': 'application/json' } : {}),
              },
              body: payload ? JSON.stringify(payload) : undefined,
              redirect: 'manual',
              signal: AbortSignal.timeout(15_000),
            });
            const text = await res.text();
            const inProgress = res.status === 409 && text.includes('IDEMPOTENCY_IN_PROGRESS');
            if (res.status >= 500 || inProgress) throw new Error(`status ${res.status}`);
            return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : {} };
          } catch {
            if (attempt > 600) throw new Error(`${path} never answered`);
            await sleep(50 + Math.random() * 100);
          }
        }
      };
      /** The same call COPIES times at once with one key, starting on alternate instances. */
      const burst = (
        method: 'POST',
        path: string,
        headers: Record<string, string>,
        payload: object,
      ) =>
        Promise.all(
          Array.from({ length: COPIES }, (_, i) => call(i, method, path, headers, payload)),
        );

      // Members: each with a payee name, payment password and bank card, funded by PromptPay.
      const members: { id: number; headers: Record<string, string>; card: number }[] = [];
      for (let i = 0; i < MEMBERS; i++) {
        const m = await moneyMember(database.db, {
          payeeName: 'Somchai Jaidee',
          paymentPassword: true,
        });
        const card = await call(i, 'POST', '/wps/member/bankCard', m.headers, {
          bankCode: 'SCB',
          accountNumber: `98765${String(43210 + i).padStart(5, '0')}`,
          holderName: 'Somchai Jaidee',
        });
        expect(card.status, JSON.stringify(card.body)).toBe(200);
        members.push({
          id: m.member.id,
          headers: m.headers,
          card: (card.body.value as { id: number }).id,
        });
      }
      const [game] = await database.db
        .select()
        .from(lotteryGames)
        .where(eq(lotteryGames.gameCode, 'VN_FAST1'));

      const figures = {
        gatewayDeposits: 0,
        payUrlsGiven: 0,
        paidAtGateway: 0,
        payAnswersLost: 0,
        promptPayRequests: 0,
        promptPayMatched: 0,
        withdrawals: 0,
        withdrawalsRefused: 0,
        lotteryOrders: 0,
        lotteryRefused: 0,
        calls: 0,
        kills: 0,
      };
      /** What each member's cash + withdrawal hold must come to, lottery aside. */
      const expected = new Map<number, bigint>(members.map((m) => [m.id, 0n]));
      const lotteryMembers = new Set<number>();
      const add = (m: number, v: bigint) => expected.set(m, expected.get(m)! + v);
      /**
       * Payments whose pay call got no 303: refused, or paid by an attempt a kill cut off before it
       * answered (its retry then finds the payment paid: 409). Settled from the gateway's rows.
       */
      const payAnswerLost: { member: number; url: string; amount: string }[] = [];
      const withdrawalKeys: string[] = [];
      const orderKeys: string[] = [];
      let seq = 0;
      const key = (what: string) => `chaos-${what}-${seq++}-${randomBytes(3).toString('hex')}`;

      const gateway = async (m: (typeof members)[number]) => {
        const amount = `${100 + (seq % 50)}`;
        const answers = await burst('POST', '/wps/deposit/gateway', m.headers, {
          amount,
          idempotencyKey: key('gw'),
        });
        figures.calls += COPIES;
        for (const r of answers) expect(r.status, JSON.stringify(r.body)).toBe(200);
        const urls = new Set(answers.map((r) => (r.body.value as { payUrl: string }).payUrl));
        figures.gatewayDeposits++;
        figures.payUrlsGiven += urls.size;
        // The player pays at every page any retry was given (each at most once, at the gateway).
        for (const url of urls) {
          const paid = await call(seq, 'POST', `${url}/pay`, { 'sec-fetch-site': 'same-origin' });
          figures.calls++;
          if (paid.status === 303) {
            figures.paidAtGateway++;
            add(m.id, toUnits(amount));
          } else payAnswerLost.push({ member: m.id, url, amount });
        }
      };
      const promptPay = async (m: (typeof members)[number]) => {
        const answers = await burst('POST', '/wps/deposit/promptpay', m.headers, {
          amount: `${200 + (seq % 30)}`,
          idempotencyKey: key('pp'),
        });
        figures.calls += COPIES;
        for (const r of answers) expect(r.status, JSON.stringify(r.body)).toBe(200);
        const ids = new Set(answers.map((r) => (r.body.value as { id: number }).id));
        expect(ids.size).toBe(1);
        figures.promptPayRequests++;
        const payable = (answers[0]!.body.value as { amount: string }).amount;
        // The bank reports the transfer twice at once: it matches one request, once.
        const matched = await Promise.all(
          [0, 1].map((i) =>
            call(i, 'POST', '/dev/deposit/promptpay/transfer', {}, { amount: payable }),
          ),
        );
        figures.calls += 2;
        const hits = matched.filter(
          (r) => (r.body.value as { depositId: number | null }).depositId,
        );
        expect(hits).toHaveLength(1);
        figures.promptPayMatched++;
        add(m.id, toUnits(payable));
      };
      const withdraw = async (m: (typeof members)[number]) => {
        const k = key('wd');
        const answers = await burst('POST', '/wps/withdraw', m.headers, {
          amount: '100',
          bankCardId: m.card,
          paymentPassword: PAYMENT_PASSWORD,
          idempotencyKey: k,
        });
        figures.calls += COPIES;
        const statuses = new Set(answers.map((r) => r.status));
        expect(statuses.size, JSON.stringify(answers.map((r) => r.body))).toBe(1);
        if (answers[0]!.status === 200) {
          expect(new Set(answers.map((r) => (r.body.value as { id: number }).id)).size).toBe(1);
          figures.withdrawals++;
          withdrawalKeys.push(k);
        } else figures.withdrawalsRefused++;
      };
      const lottery = async (m: (typeof members)[number]) => {
        const draw = openDraw(game!, new Date(), 'Asia/Bangkok');
        const k = key('lo');
        lotteryMembers.add(m.id);
        const answers = await Promise.all(
          Array.from({ length: COPIES }, (_, i) =>
            call(
              i,
              'POST',
              '/lgw/orders',
              { ...m.headers, 'idempotency-key': k },
              {
                gameCode: 'VN_FAST1',
                numero: draw.numero,
                draws: 1,
                bets: [{ betType: 'vn_de', numbers: ['12'], stakePerUnit: '1' }],
              },
            ),
          ),
        );
        figures.calls += COPIES;
        expect(new Set(answers.map((r) => r.status)).size).toBe(1);
        if (answers[0]!.status === 200) {
          figures.lotteryOrders++;
          orderKeys.push(k);
        } else figures.lotteryRefused++;
      };

      let next = 0;
      let done = 0;
      /** The last quarter of the members bet on the lottery; the others' balances are checked. */
      const LOTTERY_FROM = MEMBERS - MEMBERS / 4;
      const operation = async (n: number) => {
        const index = n % MEMBERS;
        const m = members[index]!;
        // Every member is funded first; then each member's calls take turns by round.
        if (n < MEMBERS) return promptPay(m);
        const round = Math.floor(n / MEMBERS);
        if (index >= LOTTERY_FROM) return round % 2 ? lottery(m) : promptPay(m);
        const kind = (index + round) % 3;
        if (kind === 0) return gateway(m);
        if (kind === 1) return promptPay(m);
        return withdraw(m);
      };
      const worker = async () => {
        while (next < OPS) {
          const n = next++;
          await operation(n);
          done++;
        }
      };
      const chaos = async () => {
        for (const at of [OPS / 3, (2 * OPS) / 3]) {
          while (done < at) await sleep(20);
          await a.kill();
          figures.kills++;
          await sleep(500);
          await a.start();
        }
      };
      await Promise.all([...Array.from({ length: CLIENTS }, worker), chaos()]);
      expect(figures.kills).toBe(2);

      const q = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => {
        const client = new pg.Client({ connectionString: a.databaseUrl });
        await client.connect();
        try {
          return (await client.query<T>(sql, params)).rows;
        } finally {
          await client.end();
        }
      };
      // The gateway's callbacks reach the platform from whichever instance holds the outbox. A
      // callback a kill interrupted waits out its back-off (5 s doubling); time is moved on for
      // it, since what is under test is that it arrives once, not the back-off's schedule.
      for (let i = 0; i < 300; i++) {
        const [open] = await q<{ n: number }>(
          `SELECT count(*)::int AS n FROM gateway_callback_outbox WHERE delivered_at IS NULL`,
        );
        if (open!.n === 0) break;
        if (i % 10 === 9) {
          await q(
            `UPDATE gateway_callback_outbox SET next_attempt_at = now()
             WHERE delivered_at IS NULL AND next_attempt_at > now()`,
          );
        }
        await sleep(500);
      }

      // The player paid at the gateway even when the answer was lost: the member is owed it.
      for (const lost of payAnswerLost) {
        const id = decodeURIComponent(lost.url.split('/').pop()!);
        const [row] = await q<{ state: string }>(
          `SELECT state FROM demo_gateway_payments WHERE id = $1`,
          [id],
        );
        if (row?.state !== 'paid') continue;
        figures.paidAtGateway++;
        figures.payAnswersLost++;
        add(lost.member, toUnits(lost.amount));
      }

      const violations = await ledgerViolations(q);
      expect(violations).toEqual({
        unbalanced: [],
        balanceNotEntries: [],
        balanceNotLastEntry: [],
        negativeMember: [],
      });
      // Every payment paid at the demo gateway: its deposit credited, by one ledger transaction.
      const uncredited = await q<{ id: string }>(
        `SELECT p.id FROM demo_gateway_payments p
         LEFT JOIN deposits d ON d.gateway = 'demo' AND d.gateway_tx_id = p.id
         WHERE p.state = 'paid' AND (d.id IS NULL OR d.state <> 'credited'
           OR (SELECT count(*) FROM ledger_transactions t
               WHERE t.idempotency_key = 'deposit:' || d.id) <> 1)`,
      );
      expect(uncredited).toEqual([]);
      // One payment per gateway deposit, and one request per key.
      expect(
        await q(
          `SELECT reference FROM demo_gateway_payments GROUP BY reference HAVING count(*) > 1`,
        ),
      ).toEqual([]);
      // Each withdrawal key held money once; each lottery key placed one order debited once.
      const holds = await q<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'withdrawal_hold'`,
      );
      expect(holds[0]!.n).toBe(withdrawalKeys.length);
      const orders = await q<{ n: number }>(`SELECT count(*)::int AS n FROM lottery_orders`);
      expect(orders[0]!.n).toBe(orderKeys.length);
      const lotteryDebits = await q<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'lottery_bet'`,
      );
      expect(lotteryDebits[0]!.n).toBe(orderKeys.length);
      // What each member (without lottery play) has equals what the clients saw paid in.
      const balances = await q<{ member_id: string; total: string }>(
        `SELECT member_id::text, sum(balance)::text AS total FROM ledger_accounts
         WHERE member_id IS NOT NULL AND kind IN ('cash', 'withdrawal_hold') GROUP BY member_id`,
      );
      let checked = 0;
      for (const row of balances) {
        const id = Number(row.member_id);
        if (lotteryMembers.has(id) || !expected.has(id)) continue;
        expect(BigInt(row.total), `member ${id}`).toBe(expected.get(id));
        checked++;
      }
      const result = {
        operations: OPS,
        copiesPerCall: COPIES,
        clients: CLIENTS,
        members: MEMBERS,
        ...figures,
        membersBalanceChecked: checked,
        uncreditedPaidPayments: uncredited.length,
        ledgerViolations: Object.values(violations).flat().length,
        seconds: Math.round((Date.now() - started) / 1000),
      };
      if (REPORT) {
        await mkdir(dirname(resolve(REPORT)), { recursive: true });
        const at = { date: new Date().toISOString(), node: process.version };
        await writeFile(REPORT, `${JSON.stringify({ ...at, ...result }, null, 2)}\n`);
      }
      console.log('money chaos', result);
    },
    Math.max(600_000, OPS * 2_000),
  );
});

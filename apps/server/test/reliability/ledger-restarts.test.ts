/**
 * Reliability: concurrent clients credit members (deposit-like ledger postings, from
 * this process), bet, win and roll back through the real server's signed wallet API (a child
 * process on PostgreSQL), with retried calls and duplicate keys, while the server is killed
 * (SIGKILL) and started again twice. Afterwards the ledger must be whole. On a fresh database
 * created and dropped here; skipped when no PostgreSQL answers. LEDGER_RELIABILITY_OPS sets the
 * number of operations (300 in `npm test`; `npm run bench:ledger` runs 10,000).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { upsertMerchantConfig } from '../../src/modules/merchant/merchant.repository';
import { memberWithSession } from '../helpers/member-session';
import { insertLaunch } from '../../src/modules/vendors/demo/demo-launches.repository';
import { postLedgerTransaction } from '../../src/modules/ledger/ledger.service';
import { createWalletKeys } from '../../src/modules/wallet/wallet-keys';
import { walletCallHeaders } from '../../src/modules/wallet/wallet-signature';
import { fromUnits } from '../../src/lib/money';
import { demoMerchant } from '../helpers/build-test-app';
import { killableServer, reliabilityPostgres, sleep } from './killable-server';
import { ledgerViolations } from './ledger-invariants';

const OPS = Number(process.env.LEDGER_RELIABILITY_OPS ?? 300);
const CLIENTS = 12;
const MEMBERS = 20;
const SECRET = `reliability-${randomBytes(16).toString('hex')}`;
const VENDOR = 'PG';

const available = await reliabilityPostgres('ledger-restarts');

describe.skipIf(!available)('the ledger through server kills and restarts', () => {
  let database: Database;

  const server = killableServer('ledger', {
    DATABASE_POOL_SIZE: '8',
    WALLET_API_HMAC_KEY: SECRET,
    ALTCHA_HMAC_KEY: SECRET,
    RATE_LIMIT_MAX: '100000000',
  });
  const startServer = () => server.start();
  const killServer = server.kill;

  beforeAll(async () => {
    await server.createDatabase();
    database = await openDatabase({ databaseUrl: server.databaseUrl, poolSize: 8 });
    await upsertMerchantConfig(database.db, demoMerchant());
    await startServer();
  }, 240_000);
  afterAll(async () => {
    await killServer();
    await database?.close();
    await server.dropDatabase();
  }, 60_000);

  it(
    `${OPS} credits, bets, wins and rollbacks with retries and duplicates survive two kills`,
    async () => {
      const key = createWalletKeys(SECRET, [VENDOR]).keyOf(VENDOR)!;
      const soon = new Date(Date.now() + 24 * 3_600_000);
      const members: number[] = [];
      for (let i = 0; i < MEMBERS; i++) {
        const m = await memberWithSession(database.db);
        await insertLaunch(database.db, {
          merchantCode: 'DEMO',
          memberId: m.member.id,
          vendorCode: VENDOR,
          category: 'RNG',
          gameName: VENDOR,
          minBet: '1',
          launchTokenHash: `launch-${m.member.id}-${randomBytes(6).toString('hex')}`,
          launchExpiresAt: soon,
          sessionTokenHash: `session-${m.member.id}-${randomBytes(6).toString('hex')}`,
          sessionExpiresAt: soon,
          platformSessionId: m.sessionId,
        });
        members.push(m.member.id);
      }

      /** One signed wallet API call, resent (freshly signed) until the server gives an answer. */
      const walletCall = async (
        path: string,
        body: object,
      ): Promise<{ status: number; json: { value?: { reason?: string } | null } }> => {
        const text = JSON.stringify(body);
        const target = `/wallet-api/${path}`;
        for (let attempt = 0; ; attempt++) {
          try {
            const res = await fetch(`http://127.0.0.1:${server.port}${target}`, {
              method: 'POST',
              headers: walletCallHeaders(
                key,
                { vendor: VENDOR, method: 'POST', path: target, body: text },
                new Date(),
              ),
              body: text,
              signal: AbortSignal.timeout(10_000),
            });
            if (res.status >= 500) throw new Error(`status ${res.status}`);
            return {
              status: res.status,
              json: (await res.json()) as { value?: { reason?: string } | null },
            };
          } catch {
            if (attempt > 400) throw new Error(`${target} never answered`);
            await sleep(50 + Math.random() * 100);
          }
        }
      };
      /** A ledger posting from this process, retried on a dropped connection. */
      const credit = async (memberId: number, idempotencyKey: string, amount: bigint) => {
        for (let attempt = 0; ; attempt++) {
          try {
            return await postLedgerTransaction(database.db, {
              merchantCode: 'DEMO',
              currency: 'THB',
              kind: 'deposit',
              idempotencyKey,
              memberId,
              entries: [
                { account: { member: memberId, kind: 'cash' }, amount },
                { account: { house: 'deposits_in_transit' }, amount: -amount },
              ],
            });
          } catch (err) {
            if (attempt > 20) throw err;
            await sleep(50);
          }
        }
      };

      // What each member should end with: every operation below reaches a definite answer.
      const expected = new Map<number, bigint>(members.map((m) => [m, 0n]));
      const add = (m: number, v: bigint) => expected.set(m, (expected.get(m) ?? 0n) + v);
      const creditKeys = new Map<string, bigint>();
      let done = 0;
      let kills = 0;

      const operation = async (n: number) => {
        const memberId = members[n % MEMBERS]!;
        const kind = n % 4;
        if (kind === 0 || n < MEMBERS) {
          const amount = BigInt(100 + (n % 7)) * 10_000n;
          const k = `rel-credit-${n}`;
          // Sent twice at once and once more later: a duplicate key moves the money once.
          const [a, b] = await Promise.all([
            credit(memberId, k, amount),
            credit(memberId, k, amount),
          ]);
          await credit(memberId, k, amount);
          expect([a.replayed, b.replayed].filter((r) => !r)).toHaveLength(1);
          creditKeys.set(k, amount);
          add(memberId, amount);
          return;
        }
        const txId = `rel-${n}`;
        const amount = BigInt(1 + (n % 5)) * 10_000n;
        const bet = { vendor: VENDOR, txId, memberId, amount: fromUnits(amount) };
        const [first, dup] = await Promise.all([walletCall('bet', bet), walletCall('bet', bet)]);
        if (first.status === 409 && first.json.value?.reason === 'INSUFFICIENT_FUNDS') {
          expect(dup.status).toBe(409);
          return;
        }
        expect(first.status, JSON.stringify(first.json)).toBe(200);
        expect(dup.status).toBe(200);
        add(memberId, -amount);
        if (kind === 3) {
          const r = await walletCall('rollback', { vendor: VENDOR, txId });
          expect(r.status).toBe(200);
          expect((await walletCall('rollback', { vendor: VENDOR, txId })).status).toBe(200);
          add(memberId, amount);
        } else {
          const win = kind === 1 ? amount * 2n : 0n;
          const body = { vendor: VENDOR, txId, win: fromUnits(win) };
          expect((await walletCall('settle', body)).status).toBe(200);
          expect((await walletCall('settle', body)).status).toBe(200);
          add(memberId, win);
        }
      };

      let next = 0;
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
          await killServer();
          kills++;
          await sleep(300);
          await startServer();
        }
      };
      await Promise.all([...Array.from({ length: CLIENTS }, worker), chaos()]);
      expect(kills).toBe(2);

      const q = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => {
        const client = new pg.Client({ connectionString: server.databaseUrl });
        await client.connect();
        try {
          return (await client.query<T>(sql, params)).rows;
        } finally {
          await client.end();
        }
      };
      expect(await ledgerViolations(q)).toEqual({
        unbalanced: [],
        balanceNotEntries: [],
        balanceNotLastEntry: [],
        negativeMember: [],
      });
      // Each key moved money once: one transaction per key, with the amount asked for.
      const credits = await q<{ idempotency_key: string; amount: string }>(
        `SELECT t.idempotency_key, e.amount::text AS amount FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL
       WHERE t.kind = 'deposit'`,
      );
      expect(credits).toHaveLength(creditKeys.size);
      for (const c of credits) expect(BigInt(c.amount)).toBe(creditKeys.get(c.idempotency_key));
      const bets = await q<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'bet'
       GROUP BY reference HAVING count(*) > 1`,
      );
      expect(bets).toEqual([]);
      const balances = await q<{ member_id: string; balance: string }>(
        `SELECT member_id::text, balance::text FROM ledger_accounts WHERE member_id IS NOT NULL AND kind = 'cash'`,
      );
      for (const b of balances)
        expect(BigInt(b.balance), `member ${b.member_id}`).toBe(expected.get(Number(b.member_id)));
    },
    Math.max(600_000, OPS * 300),
  );
});

CREATE TABLE "agent_member_daily_totals" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"registrations" bigint DEFAULT 0 NOT NULL,
	"deposit_count" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"first_deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bet_count" bigint DEFAULT 0 NOT NULL,
	"bet_stake" bigint DEFAULT 0 NOT NULL,
	"bet_win" bigint DEFAULT 0 NOT NULL,
	"lottery_count" bigint DEFAULT 0 NOT NULL,
	"lottery_stake" bigint DEFAULT 0 NOT NULL,
	"lottery_win" bigint DEFAULT 0 NOT NULL,
	"lottery_placed_count" bigint DEFAULT 0 NOT NULL,
	"lottery_placed_stake" bigint DEFAULT 0 NOT NULL,
	"lottery_placed_win" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_member_daily_totals_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "agent_team_active_days" (
	"ancestor_id" bigint NOT NULL,
	"day" date NOT NULL,
	"prev_day" date NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "agent_team_active_days_pk" PRIMARY KEY("ancestor_id","day","prev_day")
);
--> statement-breakpoint
CREATE TABLE "agent_team_current" (
	"ancestor_id" bigint PRIMARY KEY NOT NULL,
	"members" bigint DEFAULT 0 NOT NULL,
	"direct_members" bigint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_team_daily_totals" (
	"ancestor_id" bigint NOT NULL,
	"day" date NOT NULL,
	"registrations" bigint DEFAULT 0 NOT NULL,
	"deposit_count" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"first_deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bet_count" bigint DEFAULT 0 NOT NULL,
	"bet_stake" bigint DEFAULT 0 NOT NULL,
	"bet_win" bigint DEFAULT 0 NOT NULL,
	"lottery_count" bigint DEFAULT 0 NOT NULL,
	"lottery_stake" bigint DEFAULT 0 NOT NULL,
	"lottery_win" bigint DEFAULT 0 NOT NULL,
	"lottery_placed_count" bigint DEFAULT 0 NOT NULL,
	"lottery_placed_stake" bigint DEFAULT 0 NOT NULL,
	"lottery_placed_win" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_daily_totals_pk" PRIMARY KEY("ancestor_id","day")
);
--> statement-breakpoint
DROP INDEX "agent_rebate_payouts_agent_day_idx";--> statement-breakpoint
CREATE INDEX "bets_merchant_created_id_idx" ON "bets" USING btree ("merchant_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lottery_orders_merchant_created_idx" ON "lottery_orders" USING btree ("merchant_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The agent team figures (docs/agents.md "Team totals"): kept by triggers in the transactions
-- that write what they count, so they can never drift from it. Every writer adds its delta to
-- the member's own row (agent_member_add); the own rows' statement triggers add the same delta
-- to every upline's team row (agent_team_propagate), ordered by (ancestor, day) so concurrent
-- writers lock shared rows in one order; closure rows written or deleted (a placement, a move)
-- add or take the member's own rows to or from the uplines' team rows.
CREATE FUNCTION "agent_team_propagate"(p_new "agent_member_daily_totals"[], p_old "agent_member_daily_totals"[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The merchant's agent-tree lock, shared (agents/agent-tree-lock.ts): a move holds it alone, so
  -- it never reads a member's own rows while a write still to commit adds to the old uplines.
  PERFORM pg_advisory_xact_lock_shared(681966, hashtext(x.merchant_code))
     FROM (SELECT DISTINCT m.merchant_code FROM "members" m
            WHERE m.id IN (SELECT member_id FROM unnest(p_new) UNION SELECT member_id FROM unnest(p_old))) x;
  IF NOT EXISTS (
    SELECT 1 FROM "agent_tree" a
     WHERE a.descendant_id IN (SELECT member_id FROM unnest(p_new) UNION SELECT member_id FROM unnest(p_old))
  ) THEN
    RETURN;
  END IF;
  INSERT INTO "agent_team_daily_totals" AS t ("ancestor_id", "day", "registrations", "deposit_count", "deposits", "first_deposits", "withdrawal_count", "withdrawals", "bet_count", "bet_stake", "bet_win", "lottery_count", "lottery_stake", "lottery_win", "lottery_placed_count", "lottery_placed_stake", "lottery_placed_win", "rebate")
  SELECT a.ancestor_id, d.day, sum(d."registrations"), sum(d."deposit_count"), sum(d."deposits"), sum(d."first_deposits"), sum(d."withdrawal_count"), sum(d."withdrawals"), sum(d."bet_count"), sum(d."bet_stake"), sum(d."bet_win"), sum(d."lottery_count"), sum(d."lottery_stake"), sum(d."lottery_win"), sum(d."lottery_placed_count"), sum(d."lottery_placed_stake"), sum(d."lottery_placed_win"), sum(d."rebate")
    FROM (SELECT * FROM unnest(p_new)
          UNION ALL
          SELECT member_id, day, -"registrations", -"deposit_count", -"deposits", -"first_deposits", -"withdrawal_count", -"withdrawals", -"bet_count", -"bet_stake", -"bet_win", -"lottery_count", -"lottery_stake", -"lottery_win", -"lottery_placed_count", -"lottery_placed_stake", -"lottery_placed_win", -"rebate" FROM unnest(p_old)) d
    JOIN "agent_tree" a ON a.descendant_id = d.member_id
   GROUP BY a.ancestor_id, d.day
  HAVING sum(d."registrations") <> 0 OR sum(d."deposit_count") <> 0 OR sum(d."deposits") <> 0 OR sum(d."first_deposits") <> 0 OR sum(d."withdrawal_count") <> 0 OR sum(d."withdrawals") <> 0 OR sum(d."bet_count") <> 0 OR sum(d."bet_stake") <> 0 OR sum(d."bet_win") <> 0 OR sum(d."lottery_count") <> 0 OR sum(d."lottery_stake") <> 0 OR sum(d."lottery_win") <> 0 OR sum(d."lottery_placed_count") <> 0 OR sum(d."lottery_placed_stake") <> 0 OR sum(d."lottery_placed_win") <> 0 OR sum(d."rebate") <> 0
   ORDER BY 1, 2
  ON CONFLICT ("ancestor_id", "day") DO UPDATE SET
      "registrations" = t."registrations" + excluded."registrations",
      "deposit_count" = t."deposit_count" + excluded."deposit_count",
      "deposits" = t."deposits" + excluded."deposits",
      "first_deposits" = t."first_deposits" + excluded."first_deposits",
      "withdrawal_count" = t."withdrawal_count" + excluded."withdrawal_count",
      "withdrawals" = t."withdrawals" + excluded."withdrawals",
      "bet_count" = t."bet_count" + excluded."bet_count",
      "bet_stake" = t."bet_stake" + excluded."bet_stake",
      "bet_win" = t."bet_win" + excluded."bet_win",
      "lottery_count" = t."lottery_count" + excluded."lottery_count",
      "lottery_stake" = t."lottery_stake" + excluded."lottery_stake",
      "lottery_win" = t."lottery_win" + excluded."lottery_win",
      "lottery_placed_count" = t."lottery_placed_count" + excluded."lottery_placed_count",
      "lottery_placed_stake" = t."lottery_placed_stake" + excluded."lottery_placed_stake",
      "lottery_placed_win" = t."lottery_placed_win" + excluded."lottery_placed_win",
      "rebate" = t."rebate" + excluded."rebate";
  -- Active days: a member whose activity on a day flipped has its (day, previous active day)
  -- pairs recomputed; only the pairs that differ move the uplines' counts.
  WITH n AS (SELECT member_id, day, bet_count + lottery_count > 0 AS act FROM unnest(p_new)),
       o AS (SELECT member_id, day, bet_count + lottery_count > 0 AS act FROM unnest(p_old)),
       flips AS (
         SELECT coalesce(n.member_id, o.member_id) AS member_id, coalesce(n.day, o.day) AS day,
                coalesce(n.act, false) AS now_active
           FROM n FULL JOIN o ON o.member_id = n.member_id AND o.day = n.day
          WHERE coalesce(n.act, false) <> coalesce(o.act, false)),
       cur AS (
         SELECT x.member_id, x.day FROM "agent_member_daily_totals" x
          WHERE x.member_id IN (SELECT member_id FROM flips) AND x.bet_count + x.lottery_count > 0),
       was AS (
         SELECT c.member_id, c.day FROM cur c
          WHERE NOT EXISTS (SELECT 1 FROM flips f
                             WHERE f.member_id = c.member_id AND f.day = c.day AND f.now_active)
         UNION ALL
         SELECT member_id, day FROM flips WHERE NOT now_active),
       pairs AS (
         SELECT member_id, day,
                coalesce(lag(day) OVER (PARTITION BY member_id ORDER BY day), '-infinity'::date) AS prev_day,
                1 AS n
           FROM cur
         UNION ALL
         SELECT member_id, day,
                coalesce(lag(day) OVER (PARTITION BY member_id ORDER BY day), '-infinity'::date),
                -1
           FROM was),
       diff AS (
         SELECT member_id, day, prev_day, sum(n) AS n FROM pairs
          GROUP BY 1, 2, 3 HAVING sum(n) <> 0)
  INSERT INTO "agent_team_active_days" AS t ("ancestor_id", "day", "prev_day", "players")
  SELECT a.ancestor_id, diff.day, diff.prev_day, sum(diff.n)
    FROM diff JOIN "agent_tree" a ON a.descendant_id = diff.member_id
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT ("ancestor_id", "day", "prev_day") DO UPDATE SET "players" = t."players" + excluded."players";
END;
$$;--> statement-breakpoint
CREATE FUNCTION "agent_member_totals_insertd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_team_propagate"(ARRAY(SELECT n::"agent_member_daily_totals" FROM new_rows n), '{}');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_member_totals_insertd" AFTER INSERT ON "agent_member_daily_totals" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_member_totals_insertd"();--> statement-breakpoint
CREATE FUNCTION "agent_member_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_team_propagate"(ARRAY(SELECT n::"agent_member_daily_totals" FROM new_rows n), ARRAY(SELECT o::"agent_member_daily_totals" FROM old_rows o));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_member_totals_updated" AFTER UPDATE ON "agent_member_daily_totals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_member_totals_updated"();--> statement-breakpoint
CREATE FUNCTION "agent_member_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_team_propagate"('{}', ARRAY(SELECT o::"agent_member_daily_totals" FROM old_rows o));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_member_totals_deleted" AFTER DELETE ON "agent_member_daily_totals" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_member_totals_deleted"();--> statement-breakpoint
-- Adds deltas (a JSON array of agent_member_daily_totals rows; columns left out are 0) to the
-- members' own rows, one row per member and day, in (member, day) order.
CREATE FUNCTION "agent_member_add"(p jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p IS NULL OR jsonb_array_length(p) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "agent_member_daily_totals" AS t ("member_id", "day", "registrations", "deposit_count", "deposits", "first_deposits", "withdrawal_count", "withdrawals", "bet_count", "bet_stake", "bet_win", "lottery_count", "lottery_stake", "lottery_win", "lottery_placed_count", "lottery_placed_stake", "lottery_placed_win", "rebate")
  SELECT d.member_id, d.day, coalesce(sum(d."registrations"), 0), coalesce(sum(d."deposit_count"), 0), coalesce(sum(d."deposits"), 0), coalesce(sum(d."first_deposits"), 0), coalesce(sum(d."withdrawal_count"), 0), coalesce(sum(d."withdrawals"), 0), coalesce(sum(d."bet_count"), 0), coalesce(sum(d."bet_stake"), 0), coalesce(sum(d."bet_win"), 0), coalesce(sum(d."lottery_count"), 0), coalesce(sum(d."lottery_stake"), 0), coalesce(sum(d."lottery_win"), 0), coalesce(sum(d."lottery_placed_count"), 0), coalesce(sum(d."lottery_placed_stake"), 0), coalesce(sum(d."lottery_placed_win"), 0), coalesce(sum(d."rebate"), 0)
    FROM jsonb_populate_recordset(NULL::"agent_member_daily_totals", p) d
   GROUP BY d.member_id, d.day
  HAVING coalesce(sum(d."registrations"), 0) <> 0 OR coalesce(sum(d."deposit_count"), 0) <> 0 OR coalesce(sum(d."deposits"), 0) <> 0 OR coalesce(sum(d."first_deposits"), 0) <> 0 OR coalesce(sum(d."withdrawal_count"), 0) <> 0 OR coalesce(sum(d."withdrawals"), 0) <> 0 OR coalesce(sum(d."bet_count"), 0) <> 0 OR coalesce(sum(d."bet_stake"), 0) <> 0 OR coalesce(sum(d."bet_win"), 0) <> 0 OR coalesce(sum(d."lottery_count"), 0) <> 0 OR coalesce(sum(d."lottery_stake"), 0) <> 0 OR coalesce(sum(d."lottery_win"), 0) <> 0 OR coalesce(sum(d."lottery_placed_count"), 0) <> 0 OR coalesce(sum(d."lottery_placed_stake"), 0) <> 0 OR coalesce(sum(d."lottery_placed_win"), 0) <> 0 OR coalesce(sum(d."rebate"), 0) <> 0
   ORDER BY 1, 2
  ON CONFLICT ("member_id", "day") DO UPDATE SET
      "registrations" = t."registrations" + excluded."registrations",
      "deposit_count" = t."deposit_count" + excluded."deposit_count",
      "deposits" = t."deposits" + excluded."deposits",
      "first_deposits" = t."first_deposits" + excluded."first_deposits",
      "withdrawal_count" = t."withdrawal_count" + excluded."withdrawal_count",
      "withdrawals" = t."withdrawals" + excluded."withdrawals",
      "bet_count" = t."bet_count" + excluded."bet_count",
      "bet_stake" = t."bet_stake" + excluded."bet_stake",
      "bet_win" = t."bet_win" + excluded."bet_win",
      "lottery_count" = t."lottery_count" + excluded."lottery_count",
      "lottery_stake" = t."lottery_stake" + excluded."lottery_stake",
      "lottery_win" = t."lottery_win" + excluded."lottery_win",
      "lottery_placed_count" = t."lottery_placed_count" + excluded."lottery_placed_count",
      "lottery_placed_stake" = t."lottery_placed_stake" + excluded."lottery_placed_stake",
      "lottery_placed_win" = t."lottery_placed_win" + excluded."lottery_placed_win",
      "rebate" = t."rebate" + excluded."rebate";
END;
$$;--> statement-breakpoint
CREATE FUNCTION "agent_tree_totals_insertd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "agent_team_daily_totals" AS t ("ancestor_id", "day", "registrations", "deposit_count", "deposits", "first_deposits", "withdrawal_count", "withdrawals", "bet_count", "bet_stake", "bet_win", "lottery_count", "lottery_stake", "lottery_win", "lottery_placed_count", "lottery_placed_stake", "lottery_placed_win", "rebate")
  SELECT c.ancestor_id, o.day, sum(o."registrations"), sum(o."deposit_count"), sum(o."deposits"), sum(o."first_deposits"), sum(o."withdrawal_count"), sum(o."withdrawals"), sum(o."bet_count"), sum(o."bet_stake"), sum(o."bet_win"), sum(o."lottery_count"), sum(o."lottery_stake"), sum(o."lottery_win"), sum(o."lottery_placed_count"), sum(o."lottery_placed_stake"), sum(o."lottery_placed_win"), sum(o."rebate")
    FROM new_rows c JOIN "agent_member_daily_totals" o ON o.member_id = c.descendant_id
   GROUP BY 1, 2
   ORDER BY 1, 2
  ON CONFLICT ("ancestor_id", "day") DO UPDATE SET
      "registrations" = t."registrations" + excluded."registrations",
      "deposit_count" = t."deposit_count" + excluded."deposit_count",
      "deposits" = t."deposits" + excluded."deposits",
      "first_deposits" = t."first_deposits" + excluded."first_deposits",
      "withdrawal_count" = t."withdrawal_count" + excluded."withdrawal_count",
      "withdrawals" = t."withdrawals" + excluded."withdrawals",
      "bet_count" = t."bet_count" + excluded."bet_count",
      "bet_stake" = t."bet_stake" + excluded."bet_stake",
      "bet_win" = t."bet_win" + excluded."bet_win",
      "lottery_count" = t."lottery_count" + excluded."lottery_count",
      "lottery_stake" = t."lottery_stake" + excluded."lottery_stake",
      "lottery_win" = t."lottery_win" + excluded."lottery_win",
      "lottery_placed_count" = t."lottery_placed_count" + excluded."lottery_placed_count",
      "lottery_placed_stake" = t."lottery_placed_stake" + excluded."lottery_placed_stake",
      "lottery_placed_win" = t."lottery_placed_win" + excluded."lottery_placed_win",
      "rebate" = t."rebate" + excluded."rebate";
  INSERT INTO "agent_team_active_days" AS t ("ancestor_id", "day", "prev_day", "players")
  SELECT c.ancestor_id, p.day, p.prev_day, count(*)
    FROM new_rows c
    JOIN (SELECT x.member_id, x.day,
                 coalesce(lag(x.day) OVER (PARTITION BY x.member_id ORDER BY x.day), '-infinity'::date) AS prev_day
            FROM "agent_member_daily_totals" x
           WHERE x.member_id IN (SELECT descendant_id FROM new_rows) AND x.bet_count + x.lottery_count > 0) p
      ON p.member_id = c.descendant_id
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT ("ancestor_id", "day", "prev_day") DO UPDATE SET "players" = t."players" + excluded."players";
  INSERT INTO "agent_team_current" AS t ("ancestor_id", "members", "direct_members", "balance")
  SELECT c.ancestor_id, count(*), count(*) FILTER (WHERE c.depth = 1),
         coalesce(sum(b.s), 0)
    FROM new_rows c
    LEFT JOIN LATERAL (SELECT sum(a.balance) AS s FROM "ledger_accounts" a
                        WHERE a.member_id = c.descendant_id AND a.kind IN ('cash', 'bonus')) b ON true
   GROUP BY 1
   ORDER BY 1
  ON CONFLICT ("ancestor_id") DO UPDATE SET "members" = t."members" + excluded."members",
      "direct_members" = t."direct_members" + excluded."direct_members",
      "balance" = t."balance" + excluded."balance";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_tree_totals_insertd" AFTER INSERT ON "agent_tree" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_tree_totals_insertd"();--> statement-breakpoint
CREATE FUNCTION "agent_tree_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "agent_team_daily_totals" AS t ("ancestor_id", "day", "registrations", "deposit_count", "deposits", "first_deposits", "withdrawal_count", "withdrawals", "bet_count", "bet_stake", "bet_win", "lottery_count", "lottery_stake", "lottery_win", "lottery_placed_count", "lottery_placed_stake", "lottery_placed_win", "rebate")
  SELECT c.ancestor_id, o.day, -sum(o."registrations"), -sum(o."deposit_count"), -sum(o."deposits"), -sum(o."first_deposits"), -sum(o."withdrawal_count"), -sum(o."withdrawals"), -sum(o."bet_count"), -sum(o."bet_stake"), -sum(o."bet_win"), -sum(o."lottery_count"), -sum(o."lottery_stake"), -sum(o."lottery_win"), -sum(o."lottery_placed_count"), -sum(o."lottery_placed_stake"), -sum(o."lottery_placed_win"), -sum(o."rebate")
    FROM old_rows c JOIN "agent_member_daily_totals" o ON o.member_id = c.descendant_id
   GROUP BY 1, 2
   ORDER BY 1, 2
  ON CONFLICT ("ancestor_id", "day") DO UPDATE SET
      "registrations" = t."registrations" + excluded."registrations",
      "deposit_count" = t."deposit_count" + excluded."deposit_count",
      "deposits" = t."deposits" + excluded."deposits",
      "first_deposits" = t."first_deposits" + excluded."first_deposits",
      "withdrawal_count" = t."withdrawal_count" + excluded."withdrawal_count",
      "withdrawals" = t."withdrawals" + excluded."withdrawals",
      "bet_count" = t."bet_count" + excluded."bet_count",
      "bet_stake" = t."bet_stake" + excluded."bet_stake",
      "bet_win" = t."bet_win" + excluded."bet_win",
      "lottery_count" = t."lottery_count" + excluded."lottery_count",
      "lottery_stake" = t."lottery_stake" + excluded."lottery_stake",
      "lottery_win" = t."lottery_win" + excluded."lottery_win",
      "lottery_placed_count" = t."lottery_placed_count" + excluded."lottery_placed_count",
      "lottery_placed_stake" = t."lottery_placed_stake" + excluded."lottery_placed_stake",
      "lottery_placed_win" = t."lottery_placed_win" + excluded."lottery_placed_win",
      "rebate" = t."rebate" + excluded."rebate";
  INSERT INTO "agent_team_active_days" AS t ("ancestor_id", "day", "prev_day", "players")
  SELECT c.ancestor_id, p.day, p.prev_day, -count(*)
    FROM old_rows c
    JOIN (SELECT x.member_id, x.day,
                 coalesce(lag(x.day) OVER (PARTITION BY x.member_id ORDER BY x.day), '-infinity'::date) AS prev_day
            FROM "agent_member_daily_totals" x
           WHERE x.member_id IN (SELECT descendant_id FROM old_rows) AND x.bet_count + x.lottery_count > 0) p
      ON p.member_id = c.descendant_id
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT ("ancestor_id", "day", "prev_day") DO UPDATE SET "players" = t."players" + excluded."players";
  INSERT INTO "agent_team_current" AS t ("ancestor_id", "members", "direct_members", "balance")
  SELECT c.ancestor_id, -count(*), -count(*) FILTER (WHERE c.depth = 1),
         -coalesce(sum(b.s), 0)
    FROM old_rows c
    LEFT JOIN LATERAL (SELECT sum(a.balance) AS s FROM "ledger_accounts" a
                        WHERE a.member_id = c.descendant_id AND a.kind IN ('cash', 'bonus')) b ON true
   GROUP BY 1
   ORDER BY 1
  ON CONFLICT ("ancestor_id") DO UPDATE SET "members" = t."members" + excluded."members",
      "direct_members" = t."direct_members" + excluded."direct_members",
      "balance" = t."balance" + excluded."balance";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_tree_totals_deleted" AFTER DELETE ON "agent_tree" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_tree_totals_deleted"();--> statement-breakpoint
-- Vendor bets: member_daily_bet_totals (written by the bets' own deferred trigger, drizzle/0030).
CREATE FUNCTION "agent_bet_totals_insertd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_member_add"((SELECT jsonb_agg(x.j) FROM (
    SELECT jsonb_build_object('member_id', r.member_id, 'day', r.day, 'bet_count', sum(r.count),
                              'bet_stake', sum(r.stake), 'bet_win', sum(r.win)) AS j
      FROM new_rows r GROUP BY r.member_id, r.day) x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_bet_totals_insertd" AFTER INSERT ON "member_daily_bet_totals" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_bet_totals_insertd"();--> statement-breakpoint
CREATE FUNCTION "agent_bet_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_member_add"((SELECT jsonb_agg(x.j) FROM (
    SELECT jsonb_build_object('member_id', r.member_id, 'day', r.day, 'bet_count', sum(r.count),
                              'bet_stake', sum(r.stake), 'bet_win', sum(r.win)) AS j
      FROM new_rows r GROUP BY r.member_id, r.day
    UNION ALL
    SELECT jsonb_build_object('member_id', r.member_id, 'day', r.day, 'bet_count', -sum(r.count),
                              'bet_stake', -sum(r.stake), 'bet_win', -sum(r.win)) AS j
      FROM old_rows r GROUP BY r.member_id, r.day) x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_bet_totals_updated" AFTER UPDATE ON "member_daily_bet_totals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_bet_totals_updated"();--> statement-breakpoint
CREATE FUNCTION "agent_bet_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_member_add"((SELECT jsonb_agg(x.j) FROM (
    SELECT jsonb_build_object('member_id', r.member_id, 'day', r.day, 'bet_count', -sum(r.count),
                              'bet_stake', -sum(r.stake), 'bet_win', -sum(r.win)) AS j
      FROM old_rows r GROUP BY r.member_id, r.day) x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_bet_totals_deleted" AFTER DELETE ON "member_daily_bet_totals" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_bet_totals_deleted"();--> statement-breakpoint
-- Lottery sub-orders: settled (won, lost) of real-money orders by settled_at; placed and not
-- cancelled or refunded by the order's created_at (what team betting totals).
CREATE FUNCTION "agent_lottery_totals_insertd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_member_add"((SELECT jsonb_agg(x.j) FROM (
    SELECT jsonb_build_object('member_id', y.member_id, 'day', y.day,
                              'lottery_count', count(*), 'lottery_stake', sum(y.stake),
                              'lottery_win', sum(y.win)) AS j
      FROM (SELECT r.member_id, (r.settled_at AT TIME ZONE "bets_day_zone"(r.merchant_code))::date AS day,
                   r.stake, coalesce(r.win, 0) AS win
              FROM new_rows r JOIN "lottery_orders" o ON o.id = r.order_id
             WHERE r.status IN ('won', 'lost') AND o.play = false AND r.settled_at IS NOT NULL) y
     GROUP BY y.member_id, y.day
    UNION ALL
    SELECT jsonb_build_object('member_id', y.member_id, 'day', y.day,
                              'lottery_placed_count', count(*), 'lottery_placed_stake', sum(y.stake),
                              'lottery_placed_win', sum(y.win))
      FROM (SELECT r.member_id, (o.created_at AT TIME ZONE "bets_day_zone"(r.merchant_code))::date AS day,
                   r.stake, coalesce(r.win, 0) AS win
              FROM new_rows r JOIN "lottery_orders" o ON o.id = r.order_id
             WHERE r.status NOT IN ('cancelled', 'refunded')) y
     GROUP BY y.member_id, y.day) x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_lottery_totals_insertd" AFTER INSERT ON "lottery_sub_orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_lottery_totals_insertd"();--> statement-breakpoint
CREATE FUNCTION "agent_lottery_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_member_add"((SELECT jsonb_agg(x.j) FROM (
    SELECT jsonb_build_object('member_id', y.member_id, 'day', y.day,
                              'lottery_count', count(*), 'lottery_stake', sum(y.stake),
                              'lottery_win', sum(y.win)) AS j
      FROM (SELECT r.member_id, (r.settled_at AT TIME ZONE "bets_day_zone"(r.merchant_code))::date AS day,
                   r.stake, coalesce(r.win, 0) AS win
              FROM new_rows r JOIN "lottery_orders" o ON o.id = r.order_id
             WHERE r.status IN ('won', 'lost') AND o.play = false AND r.settled_at IS NOT NULL) y
     GROUP BY y.member_id, y.day
    UNION ALL
    SELECT jsonb_build_object('member_id', y.member_id, 'day', y.day,
                              'lottery_placed_count', count(*), 'lottery_placed_stake', sum(y.stake),
                              'lottery_placed_win', sum(y.win))
      FROM (SELECT r.member_id, (o.created_at AT TIME ZONE "bets_day_zone"(r.merchant_code))::date AS day,
                   r.stake, coalesce(r.win, 0) AS win
              FROM new_rows r JOIN "lottery_orders" o ON o.id = r.order_id
             WHERE r.status NOT IN ('cancelled', 'refunded')) y
     GROUP BY y.member_id, y.day
    UNION ALL
    SELECT jsonb_build_object('member_id', y.member_id, 'day', y.day,
                              'lottery_count', -count(*), 'lottery_stake', -sum(y.stake),
                              'lottery_win', -sum(y.win)) AS j
      FROM (SELECT r.member_id, (r.settled_at AT TIME ZONE "bets_day_zone"(r.merchant_code))::date AS day,
                   r.stake, coalesce(r.win, 0) AS win
              FROM old_rows r JOIN "lottery_orders" o ON o.id = r.order_id
             WHERE r.status IN ('won', 'lost') AND o.play = false AND r.settled_at IS NOT NULL) y
     GROUP BY y.member_id, y.day
    UNION ALL
    SELECT jsonb_build_object('member_id', y.member_id, 'day', y.day,
                              'lottery_placed_count', -count(*), 'lottery_placed_stake', -sum(y.stake),
                              'lottery_placed_win', -sum(y.win))
      FROM (SELECT r.member_id, (o.created_at AT TIME ZONE "bets_day_zone"(r.merchant_code))::date AS day,
                   r.stake, coalesce(r.win, 0) AS win
              FROM old_rows r JOIN "lottery_orders" o ON o.id = r.order_id
             WHERE r.status NOT IN ('cancelled', 'refunded')) y
     GROUP BY y.member_id, y.day) x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_lottery_totals_updated" AFTER UPDATE ON "lottery_sub_orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_lottery_totals_updated"();--> statement-breakpoint
CREATE FUNCTION "agent_lottery_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_member_add"((SELECT jsonb_agg(x.j) FROM (
    SELECT jsonb_build_object('member_id', y.member_id, 'day', y.day,
                              'lottery_count', -count(*), 'lottery_stake', -sum(y.stake),
                              'lottery_win', -sum(y.win)) AS j
      FROM (SELECT r.member_id, (r.settled_at AT TIME ZONE "bets_day_zone"(r.merchant_code))::date AS day,
                   r.stake, coalesce(r.win, 0) AS win
              FROM old_rows r JOIN "lottery_orders" o ON o.id = r.order_id
             WHERE r.status IN ('won', 'lost') AND o.play = false AND r.settled_at IS NOT NULL) y
     GROUP BY y.member_id, y.day
    UNION ALL
    SELECT jsonb_build_object('member_id', y.member_id, 'day', y.day,
                              'lottery_placed_count', -count(*), 'lottery_placed_stake', -sum(y.stake),
                              'lottery_placed_win', -sum(y.win))
      FROM (SELECT r.member_id, (o.created_at AT TIME ZONE "bets_day_zone"(r.merchant_code))::date AS day,
                   r.stake, coalesce(r.win, 0) AS win
              FROM old_rows r JOIN "lottery_orders" o ON o.id = r.order_id
             WHERE r.status NOT IN ('cancelled', 'refunded')) y
     GROUP BY y.member_id, y.day) x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_lottery_totals_deleted" AFTER DELETE ON "lottery_sub_orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_lottery_totals_deleted"();--> statement-breakpoint
-- Agent rebates paid, by the payout's day.
CREATE FUNCTION "agent_rebate_totals_insertd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_member_add"((SELECT jsonb_agg(x.j) FROM (
    SELECT jsonb_build_object('member_id', r.agent_id, 'day', r.day, 'rebate', sum(r.amount)) AS j
      FROM new_rows r GROUP BY r.agent_id, r.day) x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_rebate_totals_insertd" AFTER INSERT ON "agent_rebate_payouts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_rebate_totals_insertd"();--> statement-breakpoint
CREATE FUNCTION "agent_rebate_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_member_add"((SELECT jsonb_agg(x.j) FROM (
    SELECT jsonb_build_object('member_id', r.agent_id, 'day', r.day, 'rebate', sum(r.amount)) AS j
      FROM new_rows r GROUP BY r.agent_id, r.day
    UNION ALL
    SELECT jsonb_build_object('member_id', r.agent_id, 'day', r.day, 'rebate', -sum(r.amount)) AS j
      FROM old_rows r GROUP BY r.agent_id, r.day) x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_rebate_totals_updated" AFTER UPDATE ON "agent_rebate_payouts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_rebate_totals_updated"();--> statement-breakpoint
CREATE FUNCTION "agent_rebate_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_member_add"((SELECT jsonb_agg(x.j) FROM (
    SELECT jsonb_build_object('member_id', r.agent_id, 'day', r.day, 'rebate', -sum(r.amount)) AS j
      FROM old_rows r GROUP BY r.agent_id, r.day) x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_rebate_totals_deleted" AFTER DELETE ON "agent_rebate_payouts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_rebate_totals_deleted"();--> statement-breakpoint
-- Registrations, by the member's created_at.
CREATE FUNCTION "agent_member_registered_insertd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_member_add"((SELECT jsonb_agg(x.j) FROM (
    SELECT jsonb_build_object('member_id', r.id,
                              'day', (r.created_at AT TIME ZONE "bets_day_zone"(r.merchant_code))::date,
                              'registrations', 1) AS j
      FROM new_rows r) x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_member_registered_insertd" AFTER INSERT ON "members" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_member_registered_insertd"();--> statement-breakpoint
CREATE FUNCTION "agent_member_registered_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_member_add"((SELECT jsonb_agg(x.j) FROM (
    SELECT jsonb_build_object('member_id', r.id,
                              'day', (r.created_at AT TIME ZONE "bets_day_zone"(r.merchant_code))::date,
                              'registrations', 1) AS j
      FROM new_rows r
    UNION ALL
    SELECT jsonb_build_object('member_id', r.id,
                              'day', (r.created_at AT TIME ZONE "bets_day_zone"(r.merchant_code))::date,
                              'registrations', -1) AS j
      FROM old_rows r) x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_member_registered_updated" AFTER UPDATE ON "members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_member_registered_updated"();--> statement-breakpoint
CREATE FUNCTION "agent_member_registered_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_member_add"((SELECT jsonb_agg(x.j) FROM (
    SELECT jsonb_build_object('member_id', r.id,
                              'day', (r.created_at AT TIME ZONE "bets_day_zone"(r.merchant_code))::date,
                              'registrations', -1) AS j
      FROM old_rows r) x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_member_registered_deleted" AFTER DELETE ON "members" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_member_registered_deleted"();--> statement-breakpoint
-- Credited deposits by decided_at, and the member's first credited deposit (its earliest).
CREATE FUNCTION "agent_deposit_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d jsonb := '[]';
  m bigint;
  zone text;
  old_first date;
  new_first date;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.member_id = NEW.member_id AND OLD.state = NEW.state
     AND OLD.amount = NEW.amount AND OLD.decided_at IS NOT DISTINCT FROM NEW.decided_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.state = 'credited' AND OLD.decided_at IS NOT NULL THEN
    d := d || jsonb_build_object('member_id', OLD.member_id,
      'day', (OLD.decided_at AT TIME ZONE "bets_day_zone"(OLD.merchant_code))::date,
      'deposit_count', -1, 'deposits', -OLD.amount);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.state = 'credited' AND NEW.decided_at IS NOT NULL THEN
    d := d || jsonb_build_object('member_id', NEW.member_id,
      'day', (NEW.decided_at AT TIME ZONE "bets_day_zone"(NEW.merchant_code))::date,
      'deposit_count', 1, 'deposits', NEW.amount);
  END IF;
  IF jsonb_array_length(d) = 0 THEN
    RETURN NULL;
  END IF;
  FOR m, zone IN
    SELECT DISTINCT (e->>'member_id')::bigint, "bets_day_zone"(x.merchant_code)
      FROM jsonb_array_elements(d) e JOIN "members" x ON x.id = (e->>'member_id')::bigint
  LOOP
    SELECT (min(f.decided_at) AT TIME ZONE zone)::date INTO new_first
      FROM "deposits" f WHERE f.member_id = m AND f.state = 'credited' AND f.decided_at IS NOT NULL;
    SELECT t.day INTO old_first FROM "agent_member_daily_totals" t
     WHERE t.member_id = m AND t.first_deposits > 0 LIMIT 1;
    IF old_first IS DISTINCT FROM new_first THEN
      IF old_first IS NOT NULL THEN
        d := d || jsonb_build_object('member_id', m, 'day', old_first, 'first_deposits', -1);
      END IF;
      IF new_first IS NOT NULL THEN
        d := d || jsonb_build_object('member_id', m, 'day', new_first, 'first_deposits', 1);
      END IF;
    END IF;
  END LOOP;
  PERFORM "agent_member_add"(d);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_deposit_totals" AFTER INSERT OR UPDATE OR DELETE ON "deposits" FOR EACH ROW EXECUTE FUNCTION "agent_deposit_totals"();--> statement-breakpoint
-- Paid withdrawals by decided_at.
CREATE FUNCTION "agent_withdrawal_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d jsonb := '[]';
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.member_id = NEW.member_id AND OLD.state = NEW.state
     AND OLD.amount = NEW.amount AND OLD.decided_at IS NOT DISTINCT FROM NEW.decided_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.state = 'paid' AND OLD.decided_at IS NOT NULL THEN
    d := d || jsonb_build_object('member_id', OLD.member_id,
      'day', (OLD.decided_at AT TIME ZONE "bets_day_zone"(OLD.merchant_code))::date,
      'withdrawal_count', -1, 'withdrawals', -OLD.amount);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.state = 'paid' AND NEW.decided_at IS NOT NULL THEN
    d := d || jsonb_build_object('member_id', NEW.member_id,
      'day', (NEW.decided_at AT TIME ZONE "bets_day_zone"(NEW.merchant_code))::date,
      'withdrawal_count', 1, 'withdrawals', NEW.amount);
  END IF;
  PERFORM "agent_member_add"(d);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_withdrawal_totals" AFTER INSERT OR UPDATE OR DELETE ON "withdrawals" FOR EACH ROW EXECUTE FUNCTION "agent_withdrawal_totals"();--> statement-breakpoint
-- A member's cash and bonus balance moved: the uplines' team balance, at the commit (deferred,
-- as the bets' daily totals: the totals rows are the last locks a transaction takes).
CREATE FUNCTION "agent_balance_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
  m bigint;
  merchant text;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    IF NEW.member_id IS NOT NULL AND NEW.kind IN ('cash', 'bonus') THEN
      delta := delta + NEW.balance;
    END IF;
    m := NEW.member_id;
    merchant := NEW.merchant_code;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF OLD.member_id IS NOT NULL AND OLD.kind IN ('cash', 'bonus') THEN
      delta := delta - OLD.balance;
    END IF;
    m := coalesce(m, OLD.member_id);
    merchant := coalesce(merchant, OLD.merchant_code);
  END IF;
  IF delta = 0 OR m IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(681966, hashtext(merchant));
  INSERT INTO "agent_team_current" AS t ("ancestor_id", "balance")
  SELECT a.ancestor_id, delta FROM "agent_tree" a WHERE a.descendant_id = m
   ORDER BY 1
  ON CONFLICT ("ancestor_id") DO UPDATE SET "balance" = t."balance" + excluded."balance";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "agent_balance_totals" AFTER INSERT OR UPDATE OF "balance" OR DELETE ON "ledger_accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "agent_balance_totals"();--> statement-breakpoint
-- A merchant's figures again from what they count: the backfill below, a merchant whose zone
-- changes, and bulk loads written with the triggers off (the bench). The own rows' triggers
-- write the team rows: deleting the own rows takes them from the uplines, inserting adds them.
CREATE FUNCTION "agent_team_totals_rebuild"(merchant text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := "bets_day_zone"(merchant);
BEGIN
  DELETE FROM "agent_member_daily_totals" t USING "members" m
   WHERE m.id = t.member_id AND m.merchant_code = merchant;
  DELETE FROM "agent_team_daily_totals" t USING "members" m
   WHERE m.id = t.ancestor_id AND m.merchant_code = merchant;
  DELETE FROM "agent_team_active_days" t USING "members" m
   WHERE m.id = t.ancestor_id AND m.merchant_code = merchant;
  DELETE FROM "agent_team_current" t USING "members" m
   WHERE m.id = t.ancestor_id AND m.merchant_code = merchant;
  INSERT INTO "agent_team_current" ("ancestor_id", "members", "direct_members", "balance")
  SELECT tr.ancestor_id, count(*), count(*) FILTER (WHERE tr.depth = 1), coalesce(sum(b.s), 0)
    FROM "agent_tree" tr
    JOIN "members" m ON m.id = tr.ancestor_id AND m.merchant_code = merchant
    LEFT JOIN LATERAL (SELECT sum(a.balance) AS s FROM "ledger_accounts" a
                        WHERE a.member_id = tr.descendant_id AND a.kind IN ('cash', 'bonus')) b ON true
   GROUP BY 1;
  INSERT INTO "agent_member_daily_totals" ("member_id", "day", "registrations", "deposit_count", "deposits", "first_deposits", "withdrawal_count", "withdrawals", "bet_count", "bet_stake", "bet_win", "lottery_count", "lottery_stake", "lottery_win", "lottery_placed_count", "lottery_placed_stake", "lottery_placed_win", "rebate")
  SELECT x.member_id, x.day, sum(x."registrations"), sum(x."deposit_count"), sum(x."deposits"), sum(x."first_deposits"), sum(x."withdrawal_count"), sum(x."withdrawals"), sum(x."bet_count"), sum(x."bet_stake"), sum(x."bet_win"), sum(x."lottery_count"), sum(x."lottery_stake"), sum(x."lottery_win"), sum(x."lottery_placed_count"), sum(x."lottery_placed_stake"), sum(x."lottery_placed_win"), sum(x."rebate")
    FROM (
    SELECT m.id AS member_id, (m.created_at AT TIME ZONE zone)::date AS day, 1 AS "registrations", 0 AS "deposit_count", 0 AS "deposits", 0 AS "first_deposits", 0 AS "withdrawal_count", 0 AS "withdrawals", 0 AS "bet_count", 0 AS "bet_stake", 0 AS "bet_win", 0 AS "lottery_count", 0 AS "lottery_stake", 0 AS "lottery_win", 0 AS "lottery_placed_count", 0 AS "lottery_placed_stake", 0 AS "lottery_placed_win", 0 AS "rebate"
      FROM "members" m WHERE m.merchant_code = merchant
    UNION ALL
    SELECT d.member_id AS member_id, (d.decided_at AT TIME ZONE zone)::date AS day, 0 AS "registrations", 1 AS "deposit_count", d.amount AS "deposits", 0 AS "first_deposits", 0 AS "withdrawal_count", 0 AS "withdrawals", 0 AS "bet_count", 0 AS "bet_stake", 0 AS "bet_win", 0 AS "lottery_count", 0 AS "lottery_stake", 0 AS "lottery_win", 0 AS "lottery_placed_count", 0 AS "lottery_placed_stake", 0 AS "lottery_placed_win", 0 AS "rebate"
      FROM "deposits" d JOIN "members" m ON m.id = d.member_id
     WHERE m.merchant_code = merchant AND d.state = 'credited' AND d.decided_at IS NOT NULL
    UNION ALL
    SELECT f.member_id AS member_id, (f.first AT TIME ZONE zone)::date AS day, 0 AS "registrations", 0 AS "deposit_count", 0 AS "deposits", 1 AS "first_deposits", 0 AS "withdrawal_count", 0 AS "withdrawals", 0 AS "bet_count", 0 AS "bet_stake", 0 AS "bet_win", 0 AS "lottery_count", 0 AS "lottery_stake", 0 AS "lottery_win", 0 AS "lottery_placed_count", 0 AS "lottery_placed_stake", 0 AS "lottery_placed_win", 0 AS "rebate"
      FROM (SELECT d.member_id, min(d.decided_at) AS first FROM "deposits" d JOIN "members" m ON m.id = d.member_id
             WHERE m.merchant_code = merchant AND d.state = 'credited' AND d.decided_at IS NOT NULL
             GROUP BY d.member_id) f
    UNION ALL
    SELECT w.member_id AS member_id, (w.decided_at AT TIME ZONE zone)::date AS day, 0 AS "registrations", 0 AS "deposit_count", 0 AS "deposits", 0 AS "first_deposits", 1 AS "withdrawal_count", w.amount AS "withdrawals", 0 AS "bet_count", 0 AS "bet_stake", 0 AS "bet_win", 0 AS "lottery_count", 0 AS "lottery_stake", 0 AS "lottery_win", 0 AS "lottery_placed_count", 0 AS "lottery_placed_stake", 0 AS "lottery_placed_win", 0 AS "rebate"
      FROM "withdrawals" w JOIN "members" m ON m.id = w.member_id
     WHERE m.merchant_code = merchant AND w.state = 'paid' AND w.decided_at IS NOT NULL
    UNION ALL
    SELECT b.member_id AS member_id, b.day AS day, 0 AS "registrations", 0 AS "deposit_count", 0 AS "deposits", 0 AS "first_deposits", 0 AS "withdrawal_count", 0 AS "withdrawals", b.count AS "bet_count", b.stake AS "bet_stake", b.win AS "bet_win", 0 AS "lottery_count", 0 AS "lottery_stake", 0 AS "lottery_win", 0 AS "lottery_placed_count", 0 AS "lottery_placed_stake", 0 AS "lottery_placed_win", 0 AS "rebate"
      FROM "member_daily_bet_totals" b JOIN "members" m ON m.id = b.member_id WHERE m.merchant_code = merchant
    UNION ALL
    SELECT s.member_id AS member_id, (s.settled_at AT TIME ZONE zone)::date AS day, 0 AS "registrations", 0 AS "deposit_count", 0 AS "deposits", 0 AS "first_deposits", 0 AS "withdrawal_count", 0 AS "withdrawals", 0 AS "bet_count", 0 AS "bet_stake", 0 AS "bet_win", 1 AS "lottery_count", s.stake AS "lottery_stake", coalesce(s.win, 0) AS "lottery_win", 0 AS "lottery_placed_count", 0 AS "lottery_placed_stake", 0 AS "lottery_placed_win", 0 AS "rebate"
      FROM "lottery_sub_orders" s JOIN "lottery_orders" o ON o.id = s.order_id JOIN "members" m ON m.id = s.member_id
     WHERE m.merchant_code = merchant AND s.status IN ('won', 'lost') AND o.play = false AND s.settled_at IS NOT NULL
    UNION ALL
    SELECT s.member_id AS member_id, (o.created_at AT TIME ZONE zone)::date AS day, 0 AS "registrations", 0 AS "deposit_count", 0 AS "deposits", 0 AS "first_deposits", 0 AS "withdrawal_count", 0 AS "withdrawals", 0 AS "bet_count", 0 AS "bet_stake", 0 AS "bet_win", 0 AS "lottery_count", 0 AS "lottery_stake", 0 AS "lottery_win", 1 AS "lottery_placed_count", s.stake AS "lottery_placed_stake", coalesce(s.win, 0) AS "lottery_placed_win", 0 AS "rebate"
      FROM "lottery_sub_orders" s JOIN "lottery_orders" o ON o.id = s.order_id JOIN "members" m ON m.id = s.member_id
     WHERE m.merchant_code = merchant AND s.status NOT IN ('cancelled', 'refunded')
    UNION ALL
    SELECT r.agent_id AS member_id, r.day AS day, 0 AS "registrations", 0 AS "deposit_count", 0 AS "deposits", 0 AS "first_deposits", 0 AS "withdrawal_count", 0 AS "withdrawals", 0 AS "bet_count", 0 AS "bet_stake", 0 AS "bet_win", 0 AS "lottery_count", 0 AS "lottery_stake", 0 AS "lottery_win", 0 AS "lottery_placed_count", 0 AS "lottery_placed_stake", 0 AS "lottery_placed_win", r.amount AS "rebate"
      FROM "agent_rebate_payouts" r JOIN "members" m ON m.id = r.agent_id WHERE m.merchant_code = merchant) x
   GROUP BY 1, 2
   ORDER BY 1, 2;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "merchants_zone_team_rebuild"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR OLD.config->>'timeZone' IS DISTINCT FROM NEW.config->>'timeZone' THEN
    PERFORM "agent_team_totals_rebuild"(NEW.code);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "merchants_zone_team_rebuild" AFTER INSERT OR UPDATE OF "config" ON "merchants" FOR EACH ROW EXECUTE FUNCTION "merchants_zone_team_rebuild"();--> statement-breakpoint
SELECT "agent_team_totals_rebuild"(merchant_code) FROM (SELECT DISTINCT merchant_code FROM "members") m;

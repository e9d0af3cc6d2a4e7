-- Issue 32: the rebate run's claims, one row per bet instead of one per (bet, upline)
-- (docs/agents.md "Rebates"). The run of 100,000 bets wrote ~390,000 rows to
-- agent_rebate_payouts, each checked against three foreign keys (members twice, ledger
-- transactions) and each summed again by the kept totals' trigger: 10 of its 14 s. Now a run
-- (agent_rebate_runs) pays each agent once (agent_rebate_payments: the sum, the pairs, the ledger
-- transaction; the kept totals' rebate comes from these rows), and claims each bet once
-- (agent_rebate_claims, primary key (source, source_id)) with the bettor's line as paid, copied
-- from the run's line of (bettor, category) in parallel arrays; each upline's amount is a function
-- of the row (stake × difference / 10000, rounded down to the run's minor unit). No foreign key
-- is checked per claim (member_id is the bet's, run_id the run's of the same transaction).
-- agent_rebate_payouts stays, as a view of one row per (bet, upline).
CREATE TABLE "agent_rebate_claims" (
	"source" text NOT NULL,
	"source_id" bigint NOT NULL,
	"run_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"stake" bigint NOT NULL,
	"agent_ids" bigint[] NOT NULL,
	"rate_diffs_bp" integer[] NOT NULL,
	CONSTRAINT "agent_rebate_claims_pk" PRIMARY KEY("source","source_id"),
	CONSTRAINT "agent_rebate_claims_line" CHECK (cardinality("agent_rebate_claims"."agent_ids") > 0
          and cardinality("agent_rebate_claims"."rate_diffs_bp") = cardinality("agent_rebate_claims"."agent_ids")
          and 0 < all("agent_rebate_claims"."rate_diffs_bp") and 10000 >= all("agent_rebate_claims"."rate_diffs_bp") and "agent_rebate_claims"."stake" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_payments" (
	"run_id" bigint NOT NULL,
	"agent_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"pairs" integer NOT NULL,
	"transaction_id" bigint,
	CONSTRAINT "agent_rebate_payments_pk" PRIMARY KEY("run_id","agent_id"),
	CONSTRAINT "agent_rebate_payments_amount" CHECK ("agent_rebate_payments"."amount" >= 0 and "agent_rebate_payments"."pairs" > 0 and ("agent_rebate_payments"."amount" = 0) = ("agent_rebate_payments"."transaction_id" is null))
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_rebate_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"day" date NOT NULL,
	"minor_unit" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_rebate_payments" ADD CONSTRAINT "agent_rebate_payments_run_id_agent_rebate_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_rebate_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_payments" ADD CONSTRAINT "agent_rebate_payments_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_payments" ADD CONSTRAINT "agent_rebate_payments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The pairs paid so far. A run wrote its rows with one created_at (its transaction's now()):
-- one run per (merchant, day, created_at), with the merchant's currency's smallest amount; one
-- payment per (run, agent); one claim per bet, in the run of its first pair (a bet whose line
-- changed between two runs keeps its later pairs in that claim; their payments stay in their
-- own runs). Copied before the new tables' triggers exist: the kept totals already count them.
CREATE TEMPORARY TABLE "agent_rebate_old_runs" AS
SELECT row_number() OVER (ORDER BY min(p."created_at"), p."merchant_code", p."day") AS "id",
       p."merchant_code", p."day", p."created_at"
  FROM "agent_rebate_payouts" p
 GROUP BY p."merchant_code", p."day", p."created_at";--> statement-breakpoint
INSERT INTO "agent_rebate_runs" ("id", "merchant_code", "day", "minor_unit", "created_at")
OVERRIDING SYSTEM VALUE
SELECT r."id", r."merchant_code", r."day",
       (10 ^ (4 - least(coalesce((m."config" -> 'currency' ->> 'decimals')::int, 2), 4)))::bigint,
       r."created_at"
  FROM "agent_rebate_old_runs" r LEFT JOIN "merchants" m ON m."code" = r."merchant_code";--> statement-breakpoint
SELECT setval('agent_rebate_runs_id_seq', coalesce(max("id"), 1), max("id") IS NOT NULL) FROM "agent_rebate_runs";--> statement-breakpoint
INSERT INTO "agent_rebate_payments" ("run_id", "agent_id", "amount", "pairs", "transaction_id")
SELECT r."id", p."agent_id", sum(p."amount"), count(*),
       CASE WHEN sum(p."amount") > 0 THEN max(p."transaction_id") END
  FROM "agent_rebate_payouts" p
  JOIN "agent_rebate_old_runs" r
    ON r."merchant_code" = p."merchant_code" AND r."day" = p."day" AND r."created_at" = p."created_at"
 GROUP BY r."id", p."agent_id";--> statement-breakpoint
INSERT INTO "agent_rebate_claims" ("source", "source_id", "run_id", "member_id", "category", "stake", "agent_ids", "rate_diffs_bp")
SELECT p."source", p."source_id", min(r."id"), min(p."member_id"), min(p."category"), min(p."stake"),
       array_agg(p."agent_id" ORDER BY p."agent_id"), array_agg(p."rate_diff_bp" ORDER BY p."agent_id")
  FROM "agent_rebate_payouts" p
  JOIN "agent_rebate_old_runs" r
    ON r."merchant_code" = p."merchant_code" AND r."day" = p."day" AND r."created_at" = p."created_at"
 WHERE p."rate_diff_bp" > 0
 GROUP BY p."source", p."source_id";--> statement-breakpoint
DROP TABLE "agent_rebate_old_runs";--> statement-breakpoint
DROP TABLE "agent_rebate_payouts" CASCADE;--> statement-breakpoint
DROP FUNCTION "agent_rebate_totals_insertd"();--> statement-breakpoint
DROP FUNCTION "agent_rebate_totals_updated"();--> statement-breakpoint
DROP FUNCTION "agent_rebate_totals_deleted"();--> statement-breakpoint
-- One row per (bet, upline), as the table was: the amount, and the transaction where it is not 0.
CREATE VIEW "agent_rebate_payouts" AS
SELECT c."source", c."source_id", u."agent_id", r."merchant_code", c."member_id", r."day", c."category", c."stake",
       u."rate_diff_bp", a."amount", CASE WHEN a."amount" > 0 THEN p."transaction_id" END AS "transaction_id",
       r."created_at"
  FROM "agent_rebate_claims" c
  JOIN "agent_rebate_runs" r ON r."id" = c."run_id"
 CROSS JOIN LATERAL unnest(c."agent_ids", c."rate_diffs_bp") AS u("agent_id", "rate_diff_bp")
 CROSS JOIN LATERAL (SELECT (c."stake" * u."rate_diff_bp" / 10000) / r."minor_unit" * r."minor_unit" AS "amount") a
  LEFT JOIN "agent_rebate_payments" p ON p."run_id" = c."run_id" AND p."agent_id" = u."agent_id";--> statement-breakpoint
-- Agent rebates paid, by the run's day (drizzle/0050's agent_member_add): one row per agent.
CREATE FUNCTION "agent_rebate_totals_insertd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_member_add"((SELECT jsonb_agg(x.j) FROM (
    SELECT jsonb_build_object('member_id', p.agent_id, 'day', r.day, 'rebate', sum(p.amount)) AS j
      FROM new_rows p JOIN "agent_rebate_runs" r ON r.id = p.run_id
     GROUP BY p.agent_id, r.day) x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_rebate_totals_insertd" AFTER INSERT ON "agent_rebate_payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_rebate_totals_insertd"();--> statement-breakpoint
CREATE FUNCTION "agent_rebate_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_member_add"((SELECT jsonb_agg(x.j) FROM (
    SELECT jsonb_build_object('member_id', p.agent_id, 'day', r.day, 'rebate', sum(p.amount)) AS j
      FROM new_rows p JOIN "agent_rebate_runs" r ON r.id = p.run_id
     GROUP BY p.agent_id, r.day
    UNION ALL
    SELECT jsonb_build_object('member_id', p.agent_id, 'day', r.day, 'rebate', -sum(p.amount)) AS j
      FROM old_rows p JOIN "agent_rebate_runs" r ON r.id = p.run_id
     GROUP BY p.agent_id, r.day) x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_rebate_totals_updated" AFTER UPDATE ON "agent_rebate_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_rebate_totals_updated"();--> statement-breakpoint
CREATE FUNCTION "agent_rebate_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_member_add"((SELECT jsonb_agg(x.j) FROM (
    SELECT jsonb_build_object('member_id', p.agent_id, 'day', r.day, 'rebate', -sum(p.amount)) AS j
      FROM old_rows p JOIN "agent_rebate_runs" r ON r.id = p.run_id
     GROUP BY p.agent_id, r.day) x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agent_rebate_totals_deleted" AFTER DELETE ON "agent_rebate_payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_rebate_totals_deleted"();

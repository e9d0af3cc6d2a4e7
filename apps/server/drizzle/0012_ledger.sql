CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"play" boolean DEFAULT false NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_member_nonnegative" CHECK ("ledger_accounts"."member_id" is null or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text,
	"member_id" bigint,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "game_type" text;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_uq" ON "ledger_accounts" USING btree ("member_id","currency","kind") WHERE "ledger_accounts"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_uq" ON "ledger_accounts" USING btree ("merchant_code","currency","kind") WHERE "ledger_accounts"."member_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_key_uq" ON "ledger_transactions" USING btree ("merchant_code","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_member_created_idx" ON "ledger_transactions" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bets_member_type_created_idx" ON "bets" USING btree ("member_id","game_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Entries and transactions are append-only: a correction is a new transaction.
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update_delete" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_update_delete" BEFORE UPDATE OR DELETE ON "ledger_transactions" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_truncate" BEFORE TRUNCATE ON "ledger_transactions" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
-- At commit: the entries of every transaction written sum to zero, and there are two or more.
CREATE FUNCTION "ledger_check_balanced"(tx_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  lines integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, lines FROM ledger_entries WHERE transaction_id = tx_id;
  IF total <> 0 OR lines < 2 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (% entries, sum %)', tx_id, lines, total USING ERRCODE = 'check_violation';
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_balanced(NEW.transaction_id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_transaction_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_balanced(NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entry_balanced"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_transactions_balanced" AFTER INSERT ON "ledger_transactions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_balanced"();--> statement-breakpoint
-- Existing single-entry rows become two-entry transactions: the member's cash account against the
-- house account the money came from (grants were demo credit, trial wallets play money).
CREATE TEMPORARY TABLE "ledger_import" ON COMMIT DROP AS
SELECT l.id, l.amount, l.kind, l.idempotency_key, l.vendor_code, l.vendor_tx_id, l.created_at,
  w.member_id, w.merchant_code, w.currency, w.play,
  CASE WHEN w.play THEN 'play_money' WHEN l.kind = 'grant' THEN 'demo_credit' ELSE 'game_revenue' END AS house_kind
FROM "wallet_ledger" l JOIN "wallets" w ON w.id = l.wallet_id;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("merchant_code", "member_id", "currency", "kind", "play", "balance", "updated_at")
SELECT w.merchant_code, w.member_id, w.currency, 'cash', w.play,
  coalesce((SELECT sum(i.amount) FROM "ledger_import" i WHERE i.member_id = w.member_id AND i.currency = w.currency), 0),
  w.updated_at
FROM "wallets" w;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("merchant_code", "member_id", "currency", "kind", "play", "balance")
SELECT merchant_code, NULL, currency, house_kind, house_kind = 'play_money', -sum(amount)
FROM "ledger_import" GROUP BY merchant_code, currency, house_kind;--> statement-breakpoint
INSERT INTO "ledger_transactions" ("merchant_code", "kind", "idempotency_key", "reference", "member_id", "metadata", "created_at")
SELECT merchant_code, kind, idempotency_key, vendor_tx_id, member_id,
  CASE WHEN kind = 'grant' AND NOT play THEN jsonb_build_object('demoCredit', true)
       WHEN vendor_code IS NOT NULL THEN jsonb_build_object('vendor', vendor_code) END,
  created_at
FROM "ledger_import" ORDER BY id;--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account_id", "amount", "balance_after", "created_at")
SELECT t.id, a.id, i.amount, sum(i.amount) OVER (PARTITION BY a.id ORDER BY i.id), i.created_at
FROM "ledger_import" i
JOIN "ledger_transactions" t ON t.merchant_code = i.merchant_code AND t.idempotency_key = i.idempotency_key
JOIN "ledger_accounts" a ON a.member_id = i.member_id AND a.currency = i.currency AND a.kind = 'cash'
ORDER BY i.id;--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account_id", "amount", "balance_after", "created_at")
SELECT t.id, a.id, -i.amount, -sum(i.amount) OVER (PARTITION BY a.id ORDER BY i.id), i.created_at
FROM "ledger_import" i
JOIN "ledger_transactions" t ON t.merchant_code = i.merchant_code AND t.idempotency_key = i.idempotency_key
JOIN "ledger_accounts" a ON a.member_id IS NULL AND a.merchant_code = i.merchant_code AND a.currency = i.currency AND a.kind = i.house_kind
ORDER BY i.id;--> statement-breakpoint
UPDATE "bets" b SET "game_type" = g.game_type FROM "games" g WHERE g.node_id = b.node_id;
--> statement-breakpoint
-- The import's balance checks run now: later migrations in this same transaction may then alter
-- the ledger tables (PostgreSQL refuses that while trigger events are pending).
SET CONSTRAINTS ALL IMMEDIATE;

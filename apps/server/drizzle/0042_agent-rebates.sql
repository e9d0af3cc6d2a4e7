CREATE TABLE "agent_rebate_payouts" (
	"source" text NOT NULL,
	"source_id" bigint NOT NULL,
	"agent_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"stake" bigint NOT NULL,
	"rate_diff_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_payouts_pk" PRIMARY KEY("source","source_id","agent_id"),
	CONSTRAINT "agent_rebate_payouts_amount" CHECK ("agent_rebate_payouts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_quotas" (
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"quota" integer NOT NULL,
	CONSTRAINT "agent_rebate_quotas_pk" PRIMARY KEY("member_id","category","rate_bp"),
	CONSTRAINT "agent_rebate_quotas_rate" CHECK ("agent_rebate_quotas"."rate_bp" between 0 and 10000),
	CONSTRAINT "agent_rebate_quotas_quota" CHECK ("agent_rebate_quotas"."quota" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_rebate_payouts" ADD CONSTRAINT "agent_rebate_payouts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_payouts" ADD CONSTRAINT "agent_rebate_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_payouts" ADD CONSTRAINT "agent_rebate_payouts_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_quotas" ADD CONSTRAINT "agent_rebate_quotas_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_rebate_payouts_agent_day_idx" ON "agent_rebate_payouts" USING btree ("agent_id","day");--> statement-breakpoint
CREATE INDEX "bets_merchant_settled_idx" ON "bets" USING btree ("merchant_code","settled_at") WHERE "bets"."status" = 'settled' and "bets"."play" = false;--> statement-breakpoint
CREATE INDEX "lottery_sub_orders_settled_idx" ON "lottery_sub_orders" USING btree ("merchant_code","settled_at") WHERE "lottery_sub_orders"."status" in ('won', 'lost');
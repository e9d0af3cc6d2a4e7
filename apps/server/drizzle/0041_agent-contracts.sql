CREATE TABLE "agent_contract_statements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contract_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"contract_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"payer_id" bigint,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"turnover" bigint NOT NULL,
	"win" bigint NOT NULL,
	"active_players" bigint NOT NULL,
	"carry_in" bigint DEFAULT 0 NOT NULL,
	"carry_out" bigint DEFAULT 0 NOT NULL,
	"tier" bigint,
	"rate_bp" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint NOT NULL,
	"upline_id" bigint,
	"state" text DEFAULT 'offered' NOT NULL,
	"tiers" jsonb NOT NULL,
	"period" text,
	"carry_over" boolean DEFAULT false NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_kind" CHECK ("agent_contracts"."kind" in ('daily_salary', 'dividend', 'hourly_salary')),
	CONSTRAINT "agent_contracts_state" CHECK ("agent_contracts"."state" in ('offered', 'accepted', 'rejected', 'replaced'))
);
--> statement-breakpoint
ALTER TABLE "agent_contract_statements" ADD CONSTRAINT "agent_contract_statements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_statements" ADD CONSTRAINT "agent_contract_statements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_statements" ADD CONSTRAINT "agent_contract_statements_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_statements" ADD CONSTRAINT "agent_contract_statements_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_statements_period_uq" ON "agent_contract_statements" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "agent_contract_statements_member_idx" ON "agent_contract_statements" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "agent_contract_statements_unpaid_idx" ON "agent_contract_statements" USING btree ("id") WHERE "agent_contract_statements"."state" = 'unpaid';--> statement-breakpoint
CREATE INDEX "agent_contracts_member_idx" ON "agent_contracts" USING btree ("member_id","kind","id");--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_offer_uq" ON "agent_contracts" USING btree ("member_id","kind") WHERE "agent_contracts"."state" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_accepted_uq" ON "agent_contracts" USING btree ("member_id","kind") WHERE "agent_contracts"."state" = 'accepted';
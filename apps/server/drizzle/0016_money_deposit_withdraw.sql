CREATE TABLE "deposit_slips" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_slips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deposit_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"method" text NOT NULL,
	"requested_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reference" text NOT NULL,
	"qr_payload" text,
	"member_reference" text,
	"turnover_required" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_bank_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_bank_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_password_failures" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_card_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_slips" ADD CONSTRAINT "deposit_slips_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_cards" ADD CONSTRAINT "member_bank_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_password_failures" ADD CONSTRAINT "payment_password_failures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_card_id_member_bank_cards_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."member_bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_slips_deposit_idx" ON "deposit_slips" USING btree ("deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_member_key_uq" ON "deposits" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reference_uq" ON "deposits" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_pending_amount_uq" ON "deposits" USING btree ("merchant_code","method","amount") WHERE "deposits"."state" = 'pending' and "deposits"."method" = 'promptPay';--> statement-breakpoint
CREATE INDEX "deposits_member_created_idx" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_state_idx" ON "deposits" USING btree ("merchant_code","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bank_cards_live_uq" ON "member_bank_cards" USING btree ("member_id","bank_code","account_number") WHERE "member_bank_cards"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "member_bank_cards_member_idx" ON "member_bank_cards" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_member_key_uq" ON "withdrawals" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawals_member_created_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_state_idx" ON "withdrawals" USING btree ("merchant_code","state","created_at");
CREATE TABLE "lottery_draw_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draw_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"draw_time" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draw_seeds_game_numero_key" UNIQUE("merchant_code","game_code","numero")
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"play" boolean DEFAULT false NOT NULL,
	"total_stake" bigint NOT NULL,
	"ledger_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_orders_ledger_key" UNIQUE("merchant_code","ledger_key")
);
--> statement-breakpoint
CREATE TABLE "lottery_sub_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_sub_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"draw_time" timestamp with time zone NOT NULL,
	"lock_at" timestamp with time zone NOT NULL,
	"bet_type" text NOT NULL,
	"numbers" jsonb NOT NULL,
	"units" jsonb NOT NULL,
	"stake_per_unit" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"odds" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hits" integer,
	"win" bigint,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_sub_orders" ADD CONSTRAINT "lottery_sub_orders_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_draw_seeds_game_time_idx" ON "lottery_draw_seeds" USING btree ("merchant_code","game_code","draw_time");--> statement-breakpoint
CREATE INDEX "lottery_orders_member_created_idx" ON "lottery_orders" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lottery_sub_orders_order_idx" ON "lottery_sub_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "lottery_sub_orders_open_idx" ON "lottery_sub_orders" USING btree ("merchant_code","game_code","numero") WHERE "lottery_sub_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lottery_sub_orders_open_time_idx" ON "lottery_sub_orders" USING btree ("draw_time") WHERE "lottery_sub_orders"."status" = 'open';
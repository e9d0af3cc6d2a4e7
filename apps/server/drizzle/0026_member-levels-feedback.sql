CREATE TABLE "member_level_rewards" (
	"member_id" bigint NOT NULL,
	"occasion" text NOT NULL,
	"detail" text NOT NULL,
	"level_id" integer NOT NULL,
	"amount_units" bigint NOT NULL,
	"reward_kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_level_rewards_pk" PRIMARY KEY("member_id","occasion","detail")
);
--> statement-breakpoint
CREATE TABLE "member_level_runs" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"local_date" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_level_states" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"level_id" integer NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"rank" integer NOT NULL,
	"threshold_kind" text NOT NULL,
	"threshold_units" bigint NOT NULL,
	"period_days" integer NOT NULL,
	"rebate_basis_points" integer DEFAULT 0 NOT NULL,
	"withdraw_daily_max_units" bigint,
	"withdraw_daily_count" integer,
	"birthday_reward_units" bigint DEFAULT 0 NOT NULL,
	"level_up_reward_units" bigint DEFAULT 0 NOT NULL,
	"reward_kind" text DEFAULT 'bonus' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_levels_rank_nonnegative" CHECK ("member_levels"."rank" >= 0),
	CONSTRAINT "member_levels_threshold_nonnegative" CHECK ("member_levels"."threshold_units" >= 0),
	CONSTRAINT "member_levels_period_positive" CHECK ("member_levels"."period_days" between 1 and 366),
	CONSTRAINT "member_levels_rebate_range" CHECK ("member_levels"."rebate_basis_points" between 0 and 10000),
	CONSTRAINT "member_levels_rewards_nonnegative" CHECK ("member_levels"."birthday_reward_units" >= 0 and "member_levels"."level_up_reward_units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_two_factor" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_two_factor" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_level_rewards" ADD CONSTRAINT "member_level_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_level_rewards" ADD CONSTRAINT "member_level_rewards_level_id_member_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."member_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_level_states" ADD CONSTRAINT "member_level_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_level_states" ADD CONSTRAINT "member_level_states_level_id_member_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."member_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_level_rewards_member_idx" ON "member_level_rewards" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_levels_merchant_code_uq" ON "member_levels" USING btree ("merchant_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "member_levels_merchant_rank_uq" ON "member_levels" USING btree ("merchant_code","rank");--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_merchant_idx" ON "feedback" USING btree ("merchant_code","created_at");
CREATE TABLE "promotion_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"announcement_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"period" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"reject_reason" text,
	"deposit_units" bigint,
	"claimed_at" timestamp with time zone,
	"bonus_units" bigint,
	"turnover_units" bigint,
	"issued_at" timestamp with time zone,
	"credit_note" text,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_rules" (
	"announcement_id" integer PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"review" boolean DEFAULT false NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"cap_units" bigint,
	"reward_units" bigint,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"rebate_basis" text,
	"member_types" integer[] DEFAULT '{0,1,2}' NOT NULL,
	"first_deposit_only" boolean DEFAULT false NOT NULL,
	"period_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_rules_rate_bp" CHECK ("promotion_rules"."rate_bp" between 0 and 100000),
	CONSTRAINT "promotion_rules_turnover" CHECK ("promotion_rules"."turnover_multiple" between 0 and 1000),
	CONSTRAINT "promotion_rules_period" CHECK ("promotion_rules"."period_days" is null or "promotion_rules"."period_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD CONSTRAINT "promotion_rules_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_member_period_uq" ON "promotion_entries" USING btree ("announcement_id","member_id","period");--> statement-breakpoint
CREATE INDEX "promotion_entries_status_idx" ON "promotion_entries" USING btree ("merchant_code","announcement_id","status");--> statement-breakpoint
CREATE INDEX "promotion_entries_member_idx" ON "promotion_entries" USING btree ("member_id");
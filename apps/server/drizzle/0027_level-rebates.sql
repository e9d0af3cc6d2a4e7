ALTER TABLE "member_level_rewards" ADD COLUMN "basis_units" bigint;--> statement-breakpoint
ALTER TABLE "member_level_rewards" ADD COLUMN "turnover_units" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_levels" ADD COLUMN "bonus_turnover_multiple" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_levels" ADD CONSTRAINT "member_levels_turnover_multiple_range" CHECK ("member_levels"."bonus_turnover_multiple" between 0 and 100);
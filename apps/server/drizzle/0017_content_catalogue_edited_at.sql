ALTER TABLE "games" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hot_matches" ADD COLUMN "edited_at" timestamp with time zone;
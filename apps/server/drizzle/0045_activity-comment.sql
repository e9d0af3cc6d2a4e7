ALTER TABLE "promotion_entries" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD COLUMN "takes_comment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_comment_length" CHECK (char_length("promotion_entries"."comment") <= 140);
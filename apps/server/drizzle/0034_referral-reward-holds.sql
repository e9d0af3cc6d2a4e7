ALTER TABLE "referral_rewards" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "hold_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "referral_rewards_held_idx" ON "referral_rewards" USING btree ("merchant_code","created_at") WHERE "referral_rewards"."status" = 'held';
-- The console's member search by email or mobile counts its matches of one partition, as by
-- username (0054): with the partition in the key (and the email included, for an index-only count),
-- the count no longer reads every matching member from the table to test is_trial.
DROP INDEX IF EXISTS "members_email_prefix_idx";--> statement-breakpoint
CREATE INDEX "members_email_prefix_idx" ON "members" USING btree ("merchant_code","is_trial",lower("email") text_pattern_ops) INCLUDE ("email");--> statement-breakpoint
DROP INDEX IF EXISTS "members_mobile_prefix_idx";--> statement-breakpoint
CREATE INDEX "members_mobile_prefix_idx" ON "members" USING btree ("merchant_code","is_trial","mobile_e164" text_pattern_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "members_mobile_num_prefix_idx";--> statement-breakpoint
CREATE INDEX "members_mobile_num_prefix_idx" ON "members" USING btree ("merchant_code","is_trial","mobile_num" text_pattern_ops);

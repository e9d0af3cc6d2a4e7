CREATE INDEX "members_merchant_created_idx" ON "members" USING btree ("merchant_code","created_at");--> statement-breakpoint
CREATE INDEX "bets_merchant_created_idx" ON "bets" USING btree ("merchant_code","created_at") WHERE "bets"."play" = false;--> statement-breakpoint
CREATE INDEX "deposits_credited_idx" ON "deposits" USING btree ("merchant_code","decided_at") WHERE "deposits"."state" = 'credited';--> statement-breakpoint
CREATE INDEX "withdrawals_paid_idx" ON "withdrawals" USING btree ("merchant_code","decided_at") WHERE "withdrawals"."state" = 'paid';--> statement-breakpoint
CREATE INDEX "member_logins_at_idx" ON "member_logins" USING btree ("at");
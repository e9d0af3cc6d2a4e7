CREATE TABLE "agent_rebate_rates" (
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "agent_rebate_rates_pk" PRIMARY KEY("member_id","category"),
	CONSTRAINT "agent_rebate_rates_range" CHECK ("agent_rebate_rates"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "agent_tree" (
	"merchant_code" text NOT NULL,
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "agent_tree_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "agent_tree_depth_positive" CHECK ("agent_tree"."depth" >= 1),
	CONSTRAINT "agent_tree_not_self" CHECK ("agent_tree"."ancestor_id" <> "agent_tree"."descendant_id")
);
--> statement-breakpoint
ALTER TABLE "agent_rebate_rates" ADD CONSTRAINT "agent_rebate_rates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_tree_descendant_idx" ON "agent_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "agent_tree_direct_idx" ON "agent_tree" USING btree ("ancestor_id","depth","descendant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_tree_one_upline_uq" ON "agent_tree" USING btree ("descendant_id") WHERE "agent_tree"."depth" = 1;--> statement-breakpoint
CREATE INDEX "deposits_member_credited_idx" ON "deposits" USING btree ("member_id","decided_at") WHERE "deposits"."state" = 'credited';--> statement-breakpoint
CREATE INDEX "withdrawals_member_paid_idx" ON "withdrawals" USING btree ("member_id","decided_at") WHERE "withdrawals"."state" = 'paid';
DROP INDEX "members_merchant_created_idx";--> statement-breakpoint
CREATE INDEX "members_merchant_created_idx" ON "members" USING btree ("merchant_code","is_trial","created_at");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_trial_apart" CHECK (not "members"."is_trial" or ("members"."affiliate_code" is null and "members"."recommender_id" is null));--> statement-breakpoint
-- §6 a trial account has its own merchant: no agent tree row names one, so no team count,
-- report or rebate can reach it (an operator's move included). One check per statement.
CREATE FUNCTION "agent_tree_real_members_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Two equality joins (not m.id IN (a, d)), so a bulk load can hash-join them.
  IF EXISTS (SELECT 1 FROM new_rows n JOIN "members" m ON m.id = n.descendant_id WHERE m.is_trial)
     OR EXISTS (SELECT 1 FROM new_rows n JOIN "members" m ON m.id = n.ancestor_id WHERE m.is_trial) THEN
    RAISE EXCEPTION 'a trial account cannot be in an agent tree' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "agent_tree_real_members_only" AFTER INSERT ON "agent_tree" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "agent_tree_real_members_only"();

CREATE TABLE "member_daily_bet_totals" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"vendor_code" text NOT NULL,
	"count" integer NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "member_daily_bet_totals_pk" PRIMARY KEY("member_id","day","game_type","vendor_code")
);
--> statement-breakpoint
ALTER TABLE "member_daily_bet_totals" ADD CONSTRAINT "member_daily_bet_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The zone whose days the totals of a merchant's bets are kept in (UTC until the merchant is known).
CREATE FUNCTION "bets_day_zone"(merchant text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT config->>'timeZone' FROM "merchants" WHERE code = merchant), 'UTC')
$$;--> statement-breakpoint
-- Every bet written, settled, rolled back or deleted moves its day's totals, in its transaction:
-- at its commit (deferred), so the totals row is the last lock a transaction takes. Taken earlier,
-- a settlement (bet row, totals row, then the member's accounts in the turnover hooks) and a new
-- bet of the member (accounts, then the totals row) could deadlock.
CREATE FUNCTION "bets_daily_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.member_id = NEW.member_id AND OLD.merchant_code = NEW.merchant_code
     AND OLD.created_at = NEW.created_at AND OLD.vendor_code = NEW.vendor_code
     AND OLD.game_type IS NOT DISTINCT FROM NEW.game_type
     AND OLD.amount = NEW.amount AND OLD.win IS NOT DISTINCT FROM NEW.win
     AND (OLD.status = 'rolled_back') = (NEW.status = 'rolled_back') THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'rolled_back' THEN
    UPDATE "member_daily_bet_totals"
       SET "count" = "count" - 1, "stake" = "stake" - OLD.amount, "win" = "win" - coalesce(OLD.win, 0)
     WHERE "member_id" = OLD.member_id
       AND "day" = (OLD.created_at AT TIME ZONE "bets_day_zone"(OLD.merchant_code))::date
       AND "game_type" = coalesce(OLD.game_type, '') AND "vendor_code" = OLD.vendor_code;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'rolled_back' THEN
    INSERT INTO "member_daily_bet_totals" ("member_id", "day", "game_type", "vendor_code", "count", "stake", "win")
    VALUES (NEW.member_id, (NEW.created_at AT TIME ZONE "bets_day_zone"(NEW.merchant_code))::date,
            coalesce(NEW.game_type, ''), NEW.vendor_code, 1, NEW.amount, coalesce(NEW.win, 0))
    ON CONFLICT ("member_id", "day", "game_type", "vendor_code") DO UPDATE
      SET "count" = "member_daily_bet_totals"."count" + 1,
          "stake" = "member_daily_bet_totals"."stake" + excluded."stake",
          "win" = "member_daily_bet_totals"."win" + excluded."win";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bets_daily_totals" AFTER INSERT OR UPDATE OR DELETE ON "bets" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bets_daily_totals_apply"();--> statement-breakpoint
-- A merchant's members' totals again from their bets: the backfill below, a merchant whose zone
-- changes, and bulk loads written with the triggers off (the bench).
CREATE FUNCTION "member_daily_bet_totals_rebuild"(merchant text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "member_daily_bet_totals" t USING "members" m
   WHERE m.id = t.member_id AND m.merchant_code = merchant;
  INSERT INTO "member_daily_bet_totals" ("member_id", "day", "game_type", "vendor_code", "count", "stake", "win")
  SELECT b.member_id, (b.created_at AT TIME ZONE coalesce(z.config->>'timeZone', 'UTC'))::date,
         coalesce(b.game_type, ''), b.vendor_code, count(*), sum(b.amount), sum(coalesce(b.win, 0))
    FROM "members" m
    JOIN "bets" b ON b.member_id = m.id
    LEFT JOIN "merchants" z ON z.code = b.merchant_code
   WHERE m.merchant_code = merchant AND b.status <> 'rolled_back'
   GROUP BY 1, 2, 3, 4;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "merchants_zone_rebuild"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR OLD.config->>'timeZone' IS DISTINCT FROM NEW.config->>'timeZone' THEN
    PERFORM "member_daily_bet_totals_rebuild"(NEW.code);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "merchants_zone_rebuild" AFTER INSERT OR UPDATE OF "config" ON "merchants" FOR EACH ROW EXECUTE FUNCTION "merchants_zone_rebuild"();--> statement-breakpoint
SELECT "member_daily_bet_totals_rebuild"(merchant_code) FROM (SELECT DISTINCT merchant_code FROM "members") m;

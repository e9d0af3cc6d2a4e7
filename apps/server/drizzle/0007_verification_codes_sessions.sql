CREATE TABLE "verification_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"subject" text NOT NULL,
	"purpose" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "game_launches" ADD COLUMN "platform_session_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_codes_live_uq" ON "verification_codes" USING btree ("merchant_code","subject","purpose") WHERE "verification_codes"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "verification_codes_recipient_idx" ON "verification_codes" USING btree ("merchant_code","channel","recipient","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip_idx" ON "verification_codes" USING btree ("merchant_code","channel","ip","created_at");--> statement-breakpoint
CREATE INDEX "verification_failures_subject_idx" ON "verification_failures" USING btree ("merchant_code","subject","purpose","at");--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_platform_session_id_sessions_id_fk" FOREIGN KEY ("platform_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A number is proven only by a code sent to it; one no code was ever used for (given at username registration) is kept for display, not for finding the account.
UPDATE "members" SET "mobile_e164" = NULL WHERE "mobile_e164" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "sms_codes" c WHERE c."merchant_code" = "members"."merchant_code" AND c."mobile_e164" = "members"."mobile_e164" AND c."consumed_at" IS NOT NULL);--> statement-breakpoint
DROP TABLE "password_resets" CASCADE;--> statement-breakpoint
DROP TABLE "sms_codes" CASCADE;

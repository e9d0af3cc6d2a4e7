CREATE TABLE "deposit_disputes" (
	"deposit_id" bigint PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"state" text NOT NULL,
	"held_amount" bigint NOT NULL,
	"uncovered" bigint NOT NULL,
	"note" text NOT NULL,
	"opened_by" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gateway_held_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_held_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"gateway" text NOT NULL,
	"tx_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"deposit_id" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_held_notices_tx_uq" ON "gateway_held_notices" USING btree ("gateway","tx_id");--> statement-breakpoint
CREATE INDEX "gateway_held_notices_open_idx" ON "gateway_held_notices" USING btree ("merchant_code","received_at") WHERE "gateway_held_notices"."resolution" is null;
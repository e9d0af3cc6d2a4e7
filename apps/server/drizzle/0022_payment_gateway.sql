CREATE TABLE "demo_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"return_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gateway_callback_nonces" (
	"gateway" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_callback_nonces_gateway_nonce_pk" PRIMARY KEY("gateway","nonce")
);
--> statement-breakpoint
CREATE TABLE "gateway_callback_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_callback_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gateway" text NOT NULL,
	"tx_id" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "gateway" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "gateway_tx_id" text;--> statement-breakpoint
CREATE INDEX "gateway_callback_nonces_expiry_idx" ON "gateway_callback_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_callback_outbox_tx_uq" ON "gateway_callback_outbox" USING btree ("gateway","tx_id");--> statement-breakpoint
CREATE INDEX "gateway_callback_outbox_due_idx" ON "gateway_callback_outbox" USING btree ("next_attempt_at") WHERE "gateway_callback_outbox"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_tx_uq" ON "deposits" USING btree ("gateway","gateway_tx_id") WHERE "deposits"."gateway_tx_id" is not null;
CREATE TABLE "wallet_api_nonces" (
	"vendor_code" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_api_nonces_pk" PRIMARY KEY("vendor_code","nonce")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_win_multiplier" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
CREATE INDEX "wallet_api_nonces_expires_idx" ON "wallet_api_nonces" USING btree ("expires_at");
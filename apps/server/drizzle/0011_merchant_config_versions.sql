CREATE TABLE "merchant_config_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_config_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"version" integer NOT NULL,
	"config" jsonb NOT NULL,
	"source" text NOT NULL,
	"file_hash" text,
	"operator_id" bigint,
	"operator_username" text,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_config_versions_uq" ON "merchant_config_versions" USING btree ("merchant_code","version");--> statement-breakpoint
CREATE INDEX "merchant_config_versions_file_idx" ON "merchant_config_versions" USING btree ("merchant_code","source","version");
CREATE TABLE "protection_age_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_age_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"state" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"language" text NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint
);
--> statement-breakpoint
ALTER TABLE "protection_age_verifications" ADD CONSTRAINT "protection_age_verifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_age_verifications_member_idx" ON "protection_age_verifications" USING btree ("member_id","submitted_at");--> statement-breakpoint
CREATE INDEX "protection_age_verifications_queue_idx" ON "protection_age_verifications" USING btree ("merchant_code","state","submitted_at");
CREATE TABLE "identity_sign_ins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"nonce_hash" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"link_member_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"issuer" text,
	"subject" text,
	"email" text,
	"registration_hash" text,
	"registration_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_identities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_sign_ins" ADD CONSTRAINT "identity_sign_ins_link_member_id_members_id_fk" FOREIGN KEY ("link_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_identities" ADD CONSTRAINT "member_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_sign_ins_state_uq" ON "identity_sign_ins" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_sign_ins_registration_uq" ON "identity_sign_ins" USING btree ("registration_hash");--> statement-breakpoint
CREATE INDEX "identity_sign_ins_expires_idx" ON "identity_sign_ins" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_identities_subject_uq" ON "member_identities" USING btree ("merchant_code","provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "member_identities_member_uq" ON "member_identities" USING btree ("member_id","provider");
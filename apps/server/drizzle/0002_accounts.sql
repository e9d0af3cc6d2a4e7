CREATE TABLE "agent_codes" (
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "altcha_used" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"username" text,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"payment_password_hash" text,
	"country_dialing_code" text,
	"mobile_num" text,
	"mobile_e164" text,
	"email" text,
	"nickname" text,
	"payee_name" text,
	"id_number" text,
	"qq_num" text,
	"facebook" text,
	"wechat" text,
	"line" text,
	"whatsapp" text,
	"zalo" text,
	"customer_type" integer DEFAULT 0 NOT NULL,
	"first_time_login" boolean DEFAULT false NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"affiliate_code" text,
	"recommender_id" text,
	"register_method" text,
	"register_url" text,
	"domain" text,
	"member_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"club_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"mobile_e164" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agent_codes" ADD CONSTRAINT "agent_codes_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_codes_uq" ON "agent_codes" USING btree ("merchant_code",lower("code"));--> statement-breakpoint
CREATE INDEX "login_failures_user_idx" ON "login_failures" USING btree ("merchant_code","username","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("merchant_code","ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_uq" ON "members" USING btree ("merchant_code",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_uq" ON "members" USING btree ("merchant_code","mobile_e164");--> statement-breakpoint
CREATE INDEX "members_email_idx" ON "members" USING btree ("merchant_code",lower("email"));--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("channel","recipient","created_at");--> statement-breakpoint
CREATE INDEX "password_resets_member_idx" ON "password_resets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("merchant_code","mobile_e164","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("merchant_code","ip","created_at");
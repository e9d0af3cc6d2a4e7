CREATE TABLE "lottery_page_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_page_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"platform_session_id" bigint NOT NULL,
	"launch_code_hash" text NOT NULL,
	"launch_expires_at" timestamp with time zone NOT NULL,
	"session_token_hash" text,
	"session_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_page_sessions_code_uq" UNIQUE("launch_code_hash"),
	CONSTRAINT "lottery_page_sessions_token_uq" UNIQUE("session_token_hash")
);
--> statement-breakpoint
ALTER TABLE "lottery_page_sessions" ADD CONSTRAINT "lottery_page_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_page_sessions" ADD CONSTRAINT "lottery_page_sessions_platform_session_id_sessions_id_fk" FOREIGN KEY ("platform_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_page_sessions_member_idx" ON "lottery_page_sessions" USING btree ("member_id");
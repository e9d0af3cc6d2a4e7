CREATE TABLE "protection_session_time" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"used_ms" bigint DEFAULT 0 NOT NULL,
	"counted_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "protection_changes" ADD COLUMN "by" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "protection_changes" ADD COLUMN "operator_id" bigint;--> statement-breakpoint
ALTER TABLE "protection_settings" ADD COLUMN "deposit_prompt_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "protection_settings" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "protection_session_time" ADD CONSTRAINT "protection_session_time_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "lottery_recent" (
	"member_id" bigint NOT NULL,
	"lottery_game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_recent_member_id_lottery_game_id_pk" PRIMARY KEY("member_id","lottery_game_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"draw_time" timestamp with time zone NOT NULL,
	"numbers" jsonb NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_results_game_numero_key" UNIQUE("merchant_code","game_code","numero")
);
--> statement-breakpoint
ALTER TABLE "lottery_recent" ADD CONSTRAINT "lottery_recent_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_recent" ADD CONSTRAINT "lottery_recent_lottery_game_id_lottery_games_id_fk" FOREIGN KEY ("lottery_game_id") REFERENCES "public"."lottery_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_recent_member_idx" ON "lottery_recent" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "lottery_results_game_time_idx" ON "lottery_results" USING btree ("merchant_code","game_code","draw_time");
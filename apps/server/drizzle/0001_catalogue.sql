CREATE TABLE "games" (
	"node_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_node_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"game_id" text NOT NULL,
	"room_id" text,
	"game_group_id" text,
	"name" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"icon_url" text NOT NULL,
	"mobile_large_icon" text,
	"is_top" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"game_classify" text,
	"min_bet" numeric(12, 4) NOT NULL,
	"min_line" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_merchant_vendor_code_key" UNIQUE("merchant_code","vendor_code","game_code")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"category" text NOT NULL,
	"code" text NOT NULL,
	"display_name" text NOT NULL,
	"account_type_name" text NOT NULL,
	"mobile_large_icon" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_merchant_category_code_key" UNIQUE("merchant_code","category","code")
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"remark" text NOT NULL,
	"icon_url" text NOT NULL,
	"period_kind" text NOT NULL,
	"daily_time" text,
	"lock_seconds" integer NOT NULL,
	"sale_start" text,
	"sale_end" text,
	"vendor_code" text NOT NULL,
	"lotto_mode" text NOT NULL,
	"prize_mode" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_games_merchant_code_key" UNIQUE("merchant_code","game_code"),
	CONSTRAINT "lottery_games_merchant_game_id_key" UNIQUE("merchant_code","game_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_menu_games" (
	"menu_id" integer NOT NULL,
	"lottery_game_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_menu_games_menu_id_lottery_game_id_pk" PRIMARY KEY("menu_id","lottery_game_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_menus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"tag" text NOT NULL,
	"label_name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_menus_merchant_tag_key" UNIQUE("merchant_code","tag")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"group_name" text,
	"title" jsonb NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text,
	"link_url" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"no_expiry" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_merchant_slug_key" UNIQUE("merchant_code","slug")
);
--> statement-breakpoint
CREATE TABLE "hot_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hot_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"slug" text NOT NULL,
	"vendor_code" text NOT NULL,
	"room_id" text,
	"node_id" integer NOT NULL,
	"match_time" timestamp with time zone NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"home_team_image_url" text NOT NULL,
	"away_team_image_url" text NOT NULL,
	"league" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "hot_matches_merchant_slug_key" UNIQUE("merchant_code","slug")
);
--> statement-breakpoint
CREATE TABLE "promotion_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_categories_merchant_code_key" UNIQUE("merchant_code","code")
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_fk" FOREIGN KEY ("merchant_code","game_type","vendor_code") REFERENCES "public"."vendors"("merchant_code","category","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_menu_games" ADD CONSTRAINT "lottery_menu_games_menu_id_lottery_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."lottery_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_menu_games" ADD CONSTRAINT "lottery_menu_games_lottery_game_id_lottery_games_id_fk" FOREIGN KEY ("lottery_game_id") REFERENCES "public"."lottery_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_type_sort_idx" ON "games" USING btree ("merchant_code","game_type","sort_order","node_id");--> statement-breakpoint
CREATE INDEX "games_vendor_sort_idx" ON "games" USING btree ("merchant_code","vendor_code","sort_order","node_id");--> statement-breakpoint
CREATE INDEX "games_type_top_idx" ON "games" USING btree ("merchant_code","game_type","is_top","sort_order");--> statement-breakpoint
CREATE INDEX "games_type_classify_idx" ON "games" USING btree ("merchant_code","game_type","game_classify","sort_order");--> statement-breakpoint
CREATE INDEX "games_merchant_top_idx" ON "games" USING btree ("merchant_code","is_top","sort_order");--> statement-breakpoint
CREATE INDEX "vendors_merchant_sort_idx" ON "vendors" USING btree ("merchant_code","sort_order");--> statement-breakpoint
CREATE INDEX "vendors_merchant_code_idx" ON "vendors" USING btree ("merchant_code","code");--> statement-breakpoint
CREATE INDEX "lottery_games_merchant_sort_idx" ON "lottery_games" USING btree ("merchant_code","sort_order");--> statement-breakpoint
CREATE INDEX "lottery_menu_games_menu_sort_idx" ON "lottery_menu_games" USING btree ("menu_id","sort_order");--> statement-breakpoint
CREATE INDEX "lottery_menu_games_game_idx" ON "lottery_menu_games" USING btree ("lottery_game_id");--> statement-breakpoint
CREATE INDEX "lottery_menus_merchant_sort_idx" ON "lottery_menus" USING btree ("merchant_code","sort_order");--> statement-breakpoint
CREATE INDEX "announcements_type_group_sort_idx" ON "announcements" USING btree ("merchant_code","type","group_name","sort_order");--> statement-breakpoint
CREATE INDEX "announcements_type_start_idx" ON "announcements" USING btree ("merchant_code","type","start_at");--> statement-breakpoint
CREATE INDEX "hot_matches_merchant_time_idx" ON "hot_matches" USING btree ("merchant_code","match_time");--> statement-breakpoint
CREATE INDEX "promotion_categories_merchant_sort_idx" ON "promotion_categories" USING btree ("merchant_code","sort_order");
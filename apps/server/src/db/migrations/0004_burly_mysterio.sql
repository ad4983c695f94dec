CREATE TABLE "payment_locks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"published_item_type" text,
	"published_item_id" integer,
	"created_by" integer,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_dates" CHECK ("announcements"."end_date" >= "announcements"."start_date")
);
--> statement-breakpoint
CREATE TABLE "carousel_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"row_type" text NOT NULL,
	"content_type" text NOT NULL,
	"video_id" integer,
	"show_id" integer,
	"episode_id" integer,
	"youtube_recipe_id" integer,
	"priority" integer NOT NULL,
	"cover_image" text NOT NULL,
	"title" text,
	"title_label_color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carousel_items_one_item" CHECK (num_nonnulls("carousel_items"."video_id", "carousel_items"."show_id", "carousel_items"."episode_id", "carousel_items"."youtube_recipe_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "home_categories" (
	"rank" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_by" text DEFAULT 'newest' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_categories_rank" CHECK ("home_categories"."rank" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "home_category_tags" (
	"rank" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "home_category_tags_rank_tag_id_pk" PRIMARY KEY("rank","tag_id")
);
--> statement-breakpoint
CREATE TABLE "home_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"rank" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "home_features_rank_unique" UNIQUE("rank"),
	CONSTRAINT "home_features_rank" CHECK ("home_features"."rank" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "home_gallery_images" (
	"rank" integer PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_gallery_rank" CHECK ("home_gallery_images"."rank" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "home_page" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"top_left_content_type" text,
	"top_left_video_id" integer,
	"top_left_show_id" integer,
	"top_left_episode_id" integer,
	"top_left_youtube_recipe_id" integer,
	"top_left_updated_at" timestamp with time zone,
	"top_right_heading" text DEFAULT '' NOT NULL,
	"category_section_title" text DEFAULT '' NOT NULL,
	"features_description" text DEFAULT '' NOT NULL,
	"expert_content" text DEFAULT '' NOT NULL,
	"expert_video_file_name" text,
	"expert_video_asset_id" text,
	"expert_video_playback_id" text,
	"social_description" text DEFAULT '' NOT NULL,
	"facebook_link" text DEFAULT '' NOT NULL,
	"instagram_link" text DEFAULT '' NOT NULL,
	"twitter_link" text DEFAULT '' NOT NULL,
	"youtube_link" text DEFAULT '' NOT NULL,
	"gallery_text" text DEFAULT '' NOT NULL,
	"app_image" text,
	"app_content" text DEFAULT '' NOT NULL,
	"apple_store_link" text DEFAULT '' NOT NULL,
	"google_store_link" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_page_singleton" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "home_top_right_recipes" (
	"rank" integer PRIMARY KEY NOT NULL,
	"youtube_recipe_id" integer NOT NULL,
	CONSTRAINT "home_top_right_rank" CHECK ("home_top_right_recipes"."rank" between 1 and 8)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_locks" ADD CONSTRAINT "payment_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_youtube_recipe_id_youtube_recipes_id_fk" FOREIGN KEY ("youtube_recipe_id") REFERENCES "public"."youtube_recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_category_tags" ADD CONSTRAINT "home_category_tags_rank_home_categories_rank_fk" FOREIGN KEY ("rank") REFERENCES "public"."home_categories"("rank") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_category_tags" ADD CONSTRAINT "home_category_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page" ADD CONSTRAINT "home_page_top_left_video_id_videos_id_fk" FOREIGN KEY ("top_left_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page" ADD CONSTRAINT "home_page_top_left_show_id_shows_id_fk" FOREIGN KEY ("top_left_show_id") REFERENCES "public"."shows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page" ADD CONSTRAINT "home_page_top_left_episode_id_episodes_id_fk" FOREIGN KEY ("top_left_episode_id") REFERENCES "public"."episodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page" ADD CONSTRAINT "home_page_top_left_youtube_recipe_id_youtube_recipes_id_fk" FOREIGN KEY ("top_left_youtube_recipe_id") REFERENCES "public"."youtube_recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_top_right_recipes" ADD CONSTRAINT "home_top_right_recipes_youtube_recipe_id_youtube_recipes_id_fk" FOREIGN KEY ("youtube_recipe_id") REFERENCES "public"."youtube_recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_start_idx" ON "announcements" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "carousel_items_row_priority_idx" ON "carousel_items" USING btree ("row_type","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_charge_key_idx" ON "payments" USING btree ("charge_key");
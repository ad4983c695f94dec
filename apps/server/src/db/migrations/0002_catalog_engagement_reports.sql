-- Trigram matching for typo-tolerant search (PGlite loads the extension at open).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "connected_recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"recipe_image" text,
	"content_type" text NOT NULL,
	"video_id" integer,
	"episode_id" integer,
	"youtube_recipe_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connected_recipes_one_parent" CHECK (num_nonnulls("connected_recipes"."video_id", "connected_recipes"."episode_id", "connected_recipes"."youtube_recipe_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "content_tags" (
	"tag_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"content_id" integer NOT NULL,
	CONSTRAINT "content_tags_tag_id_content_type_content_id_pk" PRIMARY KEY("tag_id","content_type","content_id")
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"title_image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"video_file_name" text,
	"video_asset_id" text,
	"video_playback_id" text,
	"duration_seconds" integer,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_publish" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"connected_recipe_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shows" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"title_image" text,
	"cover_image" text,
	"is_publish" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"title_image" text,
	"video_file_name" text,
	"video_asset_id" text,
	"video_playback_id" text,
	"duration_seconds" integer,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_publish" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "youtube_recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"title_image" text,
	"youtube_link" text,
	"is_publish" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"comment_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"post_id" integer,
	"comment_id" integer,
	"reason" text NOT NULL,
	"action" text DEFAULT 'pending' NOT NULL,
	"resolved_by_id" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_one_target" CHECK (num_nonnulls("reports"."post_id", "reports"."comment_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "connected_recipes" ADD CONSTRAINT "connected_recipes_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_recipes" ADD CONSTRAINT "connected_recipes_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_recipes" ADD CONSTRAINT "connected_recipes_youtube_recipe_id_youtube_recipes_id_fk" FOREIGN KEY ("youtube_recipe_id") REFERENCES "public"."youtube_recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_tags" ADD CONSTRAINT "content_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_connected_recipe_id_connected_recipes_id_fk" FOREIGN KEY ("connected_recipe_id") REFERENCES "public"."connected_recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connected_recipes_video_idx" ON "connected_recipes" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "connected_recipes_episode_idx" ON "connected_recipes" USING btree ("episode_id");--> statement-breakpoint
CREATE INDEX "connected_recipes_youtube_idx" ON "connected_recipes" USING btree ("youtube_recipe_id");--> statement-breakpoint
CREATE INDEX "connected_recipes_name_trgm_idx" ON "connected_recipes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_tags_content_idx" ON "content_tags" USING btree ("content_type","content_id");--> statement-breakpoint
CREATE INDEX "episodes_show_idx" ON "episodes" USING btree ("show_id","position");--> statement-breakpoint
CREATE INDEX "episodes_search_idx" ON "episodes" USING gin ("search");--> statement-breakpoint
CREATE INDEX "episodes_title_trgm_idx" ON "episodes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ingredients_recipe_idx" ON "ingredients" USING btree ("connected_recipe_id","position");--> statement-breakpoint
CREATE INDEX "shows_search_idx" ON "shows" USING gin ("search");--> statement-breakpoint
CREATE INDEX "shows_title_trgm_idx" ON "shows" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shows_publish_created_idx" ON "shows" USING btree ("is_publish","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_lower_idx" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin ("search");--> statement-breakpoint
CREATE INDEX "videos_title_trgm_idx" ON "videos" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_publish_created_idx" ON "videos" USING btree ("is_publish","created_at");--> statement-breakpoint
CREATE INDEX "youtube_recipes_search_idx" ON "youtube_recipes" USING gin ("search");--> statement-breakpoint
CREATE INDEX "youtube_recipes_title_trgm_idx" ON "youtube_recipes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "youtube_recipes_publish_created_idx" ON "youtube_recipes" USING btree ("is_publish","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_content_idx" ON "bookmarks" USING btree ("user_id","content_type","content_id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_created_idx" ON "bookmarks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookmarks_content_idx" ON "bookmarks" USING btree ("content_type","content_id");--> statement-breakpoint
CREATE INDEX "comments_content_idx" ON "comments" USING btree ("comment_type","content_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "likes_user_content_idx" ON "likes" USING btree ("user_id","content_type","content_id");--> statement-breakpoint
CREATE INDEX "likes_content_idx" ON "likes" USING btree ("content_type","content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_post_idx" ON "reports" USING btree ("reporter_id","post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_comment_idx" ON "reports" USING btree ("reporter_id","comment_id");--> statement-breakpoint
CREATE INDEX "reports_action_created_idx" ON "reports" USING btree ("action","created_at");
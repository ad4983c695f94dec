CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer,
	"show_id" integer,
	"episode_id" integer,
	"youtube_recipe_id" integer,
	"user_post_id" integer,
	"kind" text GENERATED ALWAYS AS (case when video_id is not null then 'video' when show_id is not null then 'show' when episode_id is not null then 'episode' when youtube_recipe_id is not null then 'youtube_recipe' when user_post_id is not null then 'user_post' end) STORED NOT NULL,
	"item_id" integer GENERATED ALWAYS AS (coalesce(video_id, show_id, episode_id, youtube_recipe_id, user_post_id)) STORED NOT NULL,
	CONSTRAINT "content_items_kind_item_key" UNIQUE("kind","item_id"),
	CONSTRAINT "content_items_one_item" CHECK (num_nonnulls("content_items"."video_id", "content_items"."show_id", "content_items"."episode_id", "content_items"."youtube_recipe_id", "content_items"."user_post_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "post_ref_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "comment_ref_id" integer;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_youtube_recipe_id_youtube_recipes_id_fk" FOREIGN KEY ("youtube_recipe_id") REFERENCES "public"."youtube_recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_user_post_id_user_posts_id_fk" FOREIGN KEY ("user_post_id") REFERENCES "public"."user_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_video_idx" ON "content_items" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_show_idx" ON "content_items" USING btree ("show_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_episode_idx" ON "content_items" USING btree ("episode_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_youtube_recipe_idx" ON "content_items" USING btree ("youtube_recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_user_post_idx" ON "content_items" USING btree ("user_post_id");--> statement-breakpoint
-- Backfill (decision 580): one content_items row per existing item, then the rows that
-- point at nothing (no item of that type and id; the older tables had no foreign key) are
-- removed, so the foreign keys below can be added. Every row naming a real item stays.
INSERT INTO "content_items" ("video_id") SELECT "id" FROM "videos" ORDER BY "id";--> statement-breakpoint
INSERT INTO "content_items" ("show_id") SELECT "id" FROM "shows" ORDER BY "id";--> statement-breakpoint
INSERT INTO "content_items" ("episode_id") SELECT "id" FROM "episodes" ORDER BY "id";--> statement-breakpoint
INSERT INTO "content_items" ("youtube_recipe_id") SELECT "id" FROM "youtube_recipes" ORDER BY "id";--> statement-breakpoint
INSERT INTO "content_items" ("user_post_id") SELECT "id" FROM "user_posts" ORDER BY "id";--> statement-breakpoint
DELETE FROM "likes" x WHERE NOT EXISTS (SELECT 1 FROM "content_items" c WHERE c."kind" = x."content_type" AND c."item_id" = x."content_id");--> statement-breakpoint
DELETE FROM "bookmarks" x WHERE NOT EXISTS (SELECT 1 FROM "content_items" c WHERE c."kind" = x."content_type" AND c."item_id" = x."content_id");--> statement-breakpoint
DELETE FROM "comments" x WHERE NOT EXISTS (SELECT 1 FROM "content_items" c WHERE c."kind" = x."comment_type" AND c."item_id" = x."content_id");--> statement-breakpoint
DELETE FROM "content_tags" x WHERE NOT EXISTS (SELECT 1 FROM "content_items" c WHERE c."kind" = x."content_type" AND c."item_id" = x."content_id");--> statement-breakpoint
UPDATE "announcements" x SET "published_item_type" = NULL, "published_item_id" = NULL WHERE ("published_item_type" IS NULL) <> ("published_item_id" IS NULL) OR ("published_item_type" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "content_items" c WHERE c."kind" = x."published_item_type" AND c."item_id" = x."published_item_id"));--> statement-breakpoint
-- A report keeps its post_id/comment_id; the new references are set while the item exists.
UPDATE "reports" r SET "post_ref_id" = r."post_id" WHERE EXISTS (SELECT 1 FROM "user_posts" p WHERE p."id" = r."post_id");--> statement-breakpoint
UPDATE "reports" r SET "comment_ref_id" = r."comment_id" WHERE EXISTS (SELECT 1 FROM "comments" c WHERE c."id" = r."comment_id");--> statement-breakpoint
-- New items get their content_items row in the statement that inserts them.
CREATE FUNCTION "content_items_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO content_items (%I) VALUES ($1)', TG_ARGV[0]) USING NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "videos_content_item" AFTER INSERT ON "videos" FOR EACH ROW EXECUTE FUNCTION "content_items_add"('video_id');--> statement-breakpoint
CREATE TRIGGER "shows_content_item" AFTER INSERT ON "shows" FOR EACH ROW EXECUTE FUNCTION "content_items_add"('show_id');--> statement-breakpoint
CREATE TRIGGER "episodes_content_item" AFTER INSERT ON "episodes" FOR EACH ROW EXECUTE FUNCTION "content_items_add"('episode_id');--> statement-breakpoint
CREATE TRIGGER "youtube_recipes_content_item" AFTER INSERT ON "youtube_recipes" FOR EACH ROW EXECUTE FUNCTION "content_items_add"('youtube_recipe_id');--> statement-breakpoint
CREATE TRIGGER "user_posts_content_item" AFTER INSERT ON "user_posts" FOR EACH ROW EXECUTE FUNCTION "content_items_add"('user_post_id');--> statement-breakpoint
-- A new report's references start as the reported post or comment, whoever inserts it.
CREATE FUNCTION "reports_set_refs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.post_ref_id := coalesce(NEW.post_ref_id, NEW.post_id);
  NEW.comment_ref_id := coalesce(NEW.comment_ref_id, NEW.comment_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reports_refs" BEFORE INSERT ON "reports" FOR EACH ROW EXECUTE FUNCTION "reports_set_refs"();--> statement-breakpoint
ALTER TABLE "content_tags" ADD CONSTRAINT "content_tags_content_item_fk" FOREIGN KEY ("content_type","content_id") REFERENCES "public"."content_items"("kind","item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_content_item_fk" FOREIGN KEY ("content_type","content_id") REFERENCES "public"."content_items"("kind","item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_content_item_fk" FOREIGN KEY ("comment_type","content_id") REFERENCES "public"."content_items"("kind","item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_content_item_fk" FOREIGN KEY ("content_type","content_id") REFERENCES "public"."content_items"("kind","item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_content_item_fk" FOREIGN KEY ("published_item_type","published_item_id") REFERENCES "public"."content_items"("kind","item_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_post_ref_id_user_posts_id_fk" FOREIGN KEY ("post_ref_id") REFERENCES "public"."user_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_comment_ref_id_comments_id_fk" FOREIGN KEY ("comment_ref_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_post_ref_idx" ON "reports" USING btree ("post_ref_id");--> statement-breakpoint
CREATE INDEX "reports_comment_ref_idx" ON "reports" USING btree ("comment_ref_id");
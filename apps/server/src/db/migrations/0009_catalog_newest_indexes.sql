DROP INDEX "shows_publish_created_idx";--> statement-breakpoint
DROP INDEX "videos_publish_created_idx";--> statement-breakpoint
DROP INDEX "youtube_recipes_publish_created_idx";--> statement-breakpoint
CREATE INDEX "shows_publish_created_idx" ON "shows" USING btree ("is_publish","created_at","id");--> statement-breakpoint
CREATE INDEX "videos_publish_created_idx" ON "videos" USING btree ("is_publish","created_at","id");--> statement-breakpoint
CREATE INDEX "youtube_recipes_publish_created_idx" ON "youtube_recipes" USING btree ("is_publish","created_at","id");
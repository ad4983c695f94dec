DROP INDEX "grocery_lists_user_idx";--> statement-breakpoint
DROP INDEX "user_posts_type_created_idx";--> statement-breakpoint
DROP INDEX "user_posts_user_created_idx";--> statement-breakpoint
DROP INDEX "comments_content_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
CREATE INDEX "refresh_tokens_expires_idx" ON "refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_posts_created_idx" ON "user_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "grocery_lists_user_updated_idx" ON "grocery_lists" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "notifications_read_created_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "user_posts_type_created_idx" ON "user_posts" USING btree ("post_type","created_at","id");--> statement-breakpoint
CREATE INDEX "user_posts_user_created_idx" ON "user_posts" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_content_idx" ON "comments" USING btree ("comment_type","content_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");
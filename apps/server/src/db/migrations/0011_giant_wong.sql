ALTER TABLE "reports" DROP CONSTRAINT "reports_comment_id_comments_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "target_user_id" integer;--> statement-breakpoint
-- Reports made before this migration: what they point at, and its author.
UPDATE "reports" r SET "content_type" = 'comment', "target_user_id" = c."user_id"
  FROM "comments" c WHERE r."comment_id" = c."id";--> statement-breakpoint
UPDATE "reports" r SET "content_type" = p."post_type", "target_user_id" = p."user_id"
  FROM "user_posts" p WHERE r."post_id" = p."id";--> statement-breakpoint
DELETE FROM "reports" WHERE "content_type" IS NULL OR "target_user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "content_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "target_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_post_idx" ON "reports" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "reports_comment_idx" ON "reports" USING btree ("comment_id");

ALTER TABLE "videos" ADD COLUMN "live_comment_count" integer;--> statement-breakpoint
ALTER TABLE "livestreams" ADD COLUMN "replay_status" text;
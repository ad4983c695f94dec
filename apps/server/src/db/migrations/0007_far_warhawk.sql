CREATE TABLE "video_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" text NOT NULL,
	"playback_id" text NOT NULL,
	"owner_id" integer,
	"provider" text DEFAULT 'ffmpeg' NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"error" text,
	"file_name" text,
	"upload_length" bigint,
	"upload_offset" bigint DEFAULT 0 NOT NULL,
	"source_key" text,
	"hls_prefix" text,
	"thumbnail_key" text,
	"duration_seconds" double precision,
	"renditions" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_assets_asset_id_unique" UNIQUE("asset_id"),
	CONSTRAINT "video_assets_playback_id_unique" UNIQUE("playback_id")
);
--> statement-breakpoint
ALTER TABLE "video_assets" ADD CONSTRAINT "video_assets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_assets_owner_idx" ON "video_assets" USING btree ("owner_id","created_at");
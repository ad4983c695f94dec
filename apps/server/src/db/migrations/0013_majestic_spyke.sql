CREATE TABLE "livestream_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"livestream_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "livestream_viewers" (
	"livestream_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "livestream_viewers_livestream_id_user_id_pk" PRIMARY KEY("livestream_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "livestreams" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"provider" text NOT NULL,
	"provider_stream_id" text NOT NULL,
	"stream_key" text NOT NULL,
	"playback_id" text NOT NULL,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "livestream_comments" ADD CONSTRAINT "livestream_comments_livestream_id_livestreams_id_fk" FOREIGN KEY ("livestream_id") REFERENCES "public"."livestreams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestream_comments" ADD CONSTRAINT "livestream_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestream_viewers" ADD CONSTRAINT "livestream_viewers_livestream_id_livestreams_id_fk" FOREIGN KEY ("livestream_id") REFERENCES "public"."livestreams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestream_viewers" ADD CONSTRAINT "livestream_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestreams" ADD CONSTRAINT "livestreams_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "livestream_comments_stream_idx" ON "livestream_comments" USING btree ("livestream_id","id");--> statement-breakpoint
CREATE INDEX "livestream_viewers_seen_idx" ON "livestream_viewers" USING btree ("livestream_id","last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "livestreams_playback_idx" ON "livestreams" USING btree ("playback_id");--> statement-breakpoint
CREATE UNIQUE INDEX "livestreams_one_active_idx" ON "livestreams" USING btree ("provider") WHERE "livestreams"."status" in ('waiting', 'live');--> statement-breakpoint
CREATE INDEX "livestreams_created_idx" ON "livestreams" USING btree ("created_at");
CREATE TABLE "home_subscribe_block" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_1" text,
	"image_2" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_subscribe_block_singleton" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "home_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_page" ADD COLUMN "top_left_cover_image" text;--> statement-breakpoint
ALTER TABLE "home_top_right_recipes" ADD COLUMN "cover_image" text;--> statement-breakpoint
CREATE UNIQUE INDEX "home_subscribers_email_lower_idx" ON "home_subscribers" USING btree (lower("email"));
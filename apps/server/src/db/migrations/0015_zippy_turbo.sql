ALTER TABLE "users" ADD COLUMN "unit_system" text;--> statement-breakpoint
ALTER TABLE "connected_recipes" ADD COLUMN "servings" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "connected_recipes" ADD COLUMN "prep_minutes" integer;--> statement-breakpoint
ALTER TABLE "connected_recipes" ADD COLUMN "cook_minutes" integer;--> statement-breakpoint
ALTER TABLE "connected_recipes" ADD COLUMN "recipe_yield" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "connected_recipes" ADD COLUMN "nutrition" jsonb;--> statement-breakpoint
ALTER TABLE "connected_recipes" ADD COLUMN "course" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "connected_recipes" ADD COLUMN "diets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "connected_recipes" ADD COLUMN "step_times" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "connected_recipes" ADD COLUMN "ingredients_time" integer;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "amount" double precision;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "amount_max" double precision;--> statement-breakpoint
ALTER TABLE "grocery_item_sources" ADD COLUMN "unit" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "livestreams" ADD COLUMN "replay_video_id" integer;--> statement-breakpoint
ALTER TABLE "livestreams" ADD CONSTRAINT "livestreams_replay_video_id_videos_id_fk" FOREIGN KEY ("replay_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
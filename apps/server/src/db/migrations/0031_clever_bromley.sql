CREATE TABLE "cooked_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"cooked_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_plan_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"meal" text NOT NULL,
	"recipe_id" integer NOT NULL,
	"servings" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_collection_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cooked_marks" ADD CONSTRAINT "cooked_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooked_marks" ADD CONSTRAINT "cooked_marks_content_item_fk" FOREIGN KEY ("content_type","content_id") REFERENCES "public"."content_items"("kind","item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_recipe_id_connected_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."connected_recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_collection_items" ADD CONSTRAINT "recipe_collection_items_collection_id_recipe_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."recipe_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_collection_items" ADD CONSTRAINT "recipe_collection_items_content_item_fk" FOREIGN KEY ("content_type","content_id") REFERENCES "public"."content_items"("kind","item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_collections" ADD CONSTRAINT "recipe_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooked_marks_user_item_idx" ON "cooked_marks" USING btree ("user_id","content_type","content_id","cooked_on");--> statement-breakpoint
CREATE INDEX "meal_plan_entries_user_day_idx" ON "meal_plan_entries" USING btree ("user_id","day","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_collection_items_item_idx" ON "recipe_collection_items" USING btree ("collection_id","content_type","content_id");--> statement-breakpoint
CREATE INDEX "recipe_collection_items_created_idx" ON "recipe_collection_items" USING btree ("collection_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_collections_user_name_idx" ON "recipe_collections" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_collections_share_token_idx" ON "recipe_collections" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "recipe_collections_user_updated_idx" ON "recipe_collections" USING btree ("user_id","updated_at","id");
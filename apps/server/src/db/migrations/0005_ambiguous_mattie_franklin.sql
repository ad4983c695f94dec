CREATE TABLE "grocery_item_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"recipe_id" integer,
	"quantity" text DEFAULT '' NOT NULL,
	"amount" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grocery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" text DEFAULT '' NOT NULL,
	"amount" double precision,
	"unit" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"purchased" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grocery_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_subtopics" (
	"id" serial PRIMARY KEY NOT NULL,
	"faq_topic_id" integer NOT NULL,
	"subtopic" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grocery_item_sources" ADD CONSTRAINT "grocery_item_sources_item_id_grocery_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."grocery_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_item_sources" ADD CONSTRAINT "grocery_item_sources_recipe_id_connected_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."connected_recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_items" ADD CONSTRAINT "grocery_items_list_id_grocery_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."grocery_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_lists" ADD CONSTRAINT "grocery_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_subtopics" ADD CONSTRAINT "faq_subtopics_faq_topic_id_faq_topics_id_fk" FOREIGN KEY ("faq_topic_id") REFERENCES "public"."faq_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grocery_item_sources_item_idx" ON "grocery_item_sources" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "grocery_item_sources_recipe_idx" ON "grocery_item_sources" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "grocery_items_list_name_idx" ON "grocery_items" USING btree ("list_id",lower("name"),"unit");--> statement-breakpoint
CREATE INDEX "grocery_lists_user_idx" ON "grocery_lists" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "faq_subtopics_topic_idx" ON "faq_subtopics" USING btree ("faq_topic_id","position");
CREATE TABLE "member_visits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_visit_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_visit_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watch_positions" (
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"position_seconds" integer NOT NULL,
	"duration_seconds" integer,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_positions_user_id_content_type_content_id_pk" PRIMARY KEY("user_id","content_type","content_id"),
	CONSTRAINT "watch_positions_position" CHECK ("watch_positions"."position_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_visits" ADD CONSTRAINT "member_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_positions" ADD CONSTRAINT "watch_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_positions" ADD CONSTRAINT "watch_positions_content_item_fk" FOREIGN KEY ("content_type","content_id") REFERENCES "public"."content_items"("kind","item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_positions_user_updated_idx" ON "watch_positions" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "watch_positions_content_idx" ON "watch_positions" USING btree ("content_type","content_id");
CREATE TABLE "audience_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"content_type" text DEFAULT '' NOT NULL,
	"content_id" integer DEFAULT 0 NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "audience_daily_day_kind_content_type_content_id_dimension_pk" PRIMARY KEY("day","kind","content_type","content_id","dimension")
);
--> statement-breakpoint
CREATE TABLE "audience_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"visitor" text NOT NULL,
	"user_id" integer,
	"content_type" text DEFAULT '' NOT NULL,
	"content_id" integer DEFAULT 0 NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audience_daily_item_idx" ON "audience_daily" USING btree ("content_type","content_id","day");--> statement-breakpoint
CREATE INDEX "audience_events_at_idx" ON "audience_events" USING btree ("at");
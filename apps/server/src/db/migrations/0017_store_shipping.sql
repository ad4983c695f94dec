CREATE TABLE "store_shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "store_orders_user_idx";--> statement-breakpoint
ALTER TABLE "store_orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ALTER COLUMN "checkout_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "store_checkout_lines" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_checkouts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "store_checkouts" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "store_checkouts" ADD COLUMN "shipping_rate_id" integer;--> statement-breakpoint
ALTER TABLE "store_checkouts" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "source" text DEFAULT 'embedded' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "external_number" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "store_variants" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "store_variants" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "store_checkouts" ADD CONSTRAINT "store_checkouts_shipping_rate_id_store_shipping_rates_id_fk" FOREIGN KEY ("shipping_rate_id") REFERENCES "public"."store_shipping_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_external_idx" ON "store_orders" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "store_orders_status_idx" ON "store_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "store_orders_user_idx" ON "store_orders" USING btree ("user_id","created_at");
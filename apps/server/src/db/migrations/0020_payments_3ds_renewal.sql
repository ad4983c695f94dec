CREATE TABLE "sandbox_authentications" (
	"ref" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"card_token" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_authentications_client_secret_unique" UNIQUE("client_secret")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pending_action" jsonb;
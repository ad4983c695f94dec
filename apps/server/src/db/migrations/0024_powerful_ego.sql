ALTER TABLE "sandbox_cards" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_cards" ADD CONSTRAINT "sandbox_cards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_related_post_idx" ON "notifications" USING btree ("related_post_id");
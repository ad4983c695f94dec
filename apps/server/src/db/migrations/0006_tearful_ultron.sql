ALTER TABLE "devices" ADD COLUMN "family_id" uuid;--> statement-breakpoint
CREATE INDEX "devices_family_idx" ON "devices" USING btree ("family_id");
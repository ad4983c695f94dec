ALTER TABLE "home_page" ADD COLUMN "top_left_label" text;--> statement-breakpoint
ALTER TABLE "home_page" ADD COLUMN "top_left_label_color" text;--> statement-breakpoint
ALTER TABLE "home_top_right_recipes" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "home_top_right_recipes" ADD COLUMN "label_color" text;
CREATE TABLE "search_lexemes" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_lexemes_word_trgm_idx" ON "search_lexemes" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Keeps search_lexemes filled with every word of the searchable documents.
CREATE OR REPLACE FUNCTION search_lexemes_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (word)
    SELECT DISTINCT unnest(tsvector_to_array(search)) FROM changed_rows
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER videos_lexemes_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_collect();
--> statement-breakpoint
CREATE TRIGGER videos_lexemes_update AFTER UPDATE ON videos REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_collect();
--> statement-breakpoint
CREATE TRIGGER shows_lexemes_insert AFTER INSERT ON shows REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_collect();
--> statement-breakpoint
CREATE TRIGGER shows_lexemes_update AFTER UPDATE ON shows REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_collect();
--> statement-breakpoint
CREATE TRIGGER episodes_lexemes_insert AFTER INSERT ON episodes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_collect();
--> statement-breakpoint
CREATE TRIGGER episodes_lexemes_update AFTER UPDATE ON episodes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_collect();
--> statement-breakpoint
CREATE TRIGGER youtube_recipes_lexemes_insert AFTER INSERT ON youtube_recipes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_collect();
--> statement-breakpoint
CREATE TRIGGER youtube_recipes_lexemes_update AFTER UPDATE ON youtube_recipes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_collect();
--> statement-breakpoint
INSERT INTO search_lexemes (word)
  SELECT DISTINCT unnest(tsvector_to_array(search)) FROM (
    SELECT search FROM videos UNION ALL SELECT search FROM shows
    UNION ALL SELECT search FROM episodes UNION ALL SELECT search FROM youtube_recipes
  ) docs
  ON CONFLICT DO NOTHING;

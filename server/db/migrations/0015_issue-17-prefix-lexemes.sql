-- Issue 17, D21 (docs/decisions/137): every word the public search index holds, so that the word
-- a person is still typing is looked up as the indexed words it begins, not matched as a
-- beginning (a GIN index merges every posting of a beginning before it can intersect). Every
-- lexeme of every listed opportunity's document, stems and words as written alike; only ever
-- added (no write waits on another), so it holds every word the index can hold and more.
CREATE TABLE "search_lexemes" (
	"lexeme" text NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "search_lexemes_lexeme_idx" ON "search_lexemes" USING btree ("lexeme" text_pattern_ops);--> statement-breakpoint
CREATE FUNCTION "opportunities_collect_lexemes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
  SELECT lexeme FROM unnest(tsvector_to_array(NEW.search_document)) AS lexeme
  ORDER BY lexeme
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "opportunities_lexemes_inserted"
AFTER INSERT ON "opportunities"
FOR EACH ROW WHEN (NEW.listed) EXECUTE FUNCTION "opportunities_collect_lexemes"();--> statement-breakpoint
CREATE TRIGGER "opportunities_lexemes_updated"
AFTER UPDATE ON "opportunities"
FOR EACH ROW WHEN (NEW.listed AND (NOT OLD.listed OR OLD.search_document IS DISTINCT FROM NEW.search_document))
EXECUTE FUNCTION "opportunities_collect_lexemes"();--> statement-breakpoint
INSERT INTO "search_lexemes" ("lexeme")
SELECT DISTINCT lexeme FROM "opportunities", unnest(tsvector_to_array("search_document")) AS lexeme
WHERE "listed"
ON CONFLICT DO NOTHING;

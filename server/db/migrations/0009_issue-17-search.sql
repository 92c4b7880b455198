-- Issue 17: full-text search (D21), tag slugs, "Did you mean …?" words, the Soonest order (D22).
-- Docs: docs/decisions/095 (search), 096 (suggestions), 097 (tag slugs), 098 (past events, Soonest).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- Search: English stems without accents ("Café" finds "cafe", "DJs" finds "DJ").
CREATE TEXT SEARCH CONFIGURATION "backline_search" (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "backline_search" ALTER MAPPING FOR word, hword, hword_part WITH unaccent, english_stem;--> statement-breakpoint
-- Suggestions: whole words as written (no stems, no accents, no stop words), so "Did you mean"
-- offers a word people recognise ("techno", not "techn").
CREATE TEXT SEARCH DICTIONARY "backline_english_words" (TEMPLATE = simple, STOPWORDS = english);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "backline_words" (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "backline_words" ALTER MAPPING FOR asciiword, asciihword, hword_asciipart WITH backline_english_words;--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "backline_words" ALTER MAPPING FOR word, hword, hword_part WITH unaccent, backline_english_words;--> statement-breakpoint
CREATE FUNCTION "opportunity_tag_labels"(tag_ids uuid[]) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(label, ' '), '') FROM opportunity_tags WHERE id = ANY(tag_ids)
$$;--> statement-breakpoint
-- A part of the document: its words stemmed (what whole words match) and as written (what the
-- beginning of a word being typed matches: "rotati" begins "rotation", not its stem "rotat").
CREATE FUNCTION "opportunity_search_part"(text text, weight "char") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('backline_search', text) || to_tsvector('backline_words', text), weight)
$$;--> statement-breakpoint
-- D21: title and tag names weigh most (A), then city and venue (B), then the description (D).
CREATE FUNCTION "opportunity_search_document"(title text, description text, city text, venue text, tag_ids uuid[])
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT opportunity_search_part(coalesce(title, '') || ' ' || opportunity_tag_labels(tag_ids), 'A')
    || opportunity_search_part(coalesce(city, '') || ' ' || coalesce(venue, ''), 'B')
    || opportunity_search_part(coalesce(description, ''), 'D')
$$;--> statement-breakpoint
CREATE FUNCTION "opportunity_words"(title text, description text, city text, venue text, tag_ids uuid[])
RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT DISTINCT word FROM unnest(tsvector_to_array(to_tsvector('backline_words',
    concat_ws(' ', title, description, city, venue, opportunity_tag_labels(tag_ids))))) AS word
  WHERE word ~ '^[a-z]{3,30}$'
$$;--> statement-breakpoint
-- docs/decisions/097: "R&B" becomes r-and-b, "Café" cafe, "21+" 21-plus; never shaped like an id.
CREATE FUNCTION "tag_slug"(label text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN slug ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN left(slug, 55) || '-tag'
    ELSE slug END
  FROM (SELECT coalesce(nullif(trim(BOTH '-' FROM left(regexp_replace(
    lower(unaccent(replace(replace(label, '&', ' and '), '+', ' plus '))), '[^a-z0-9]+', '-', 'g'), 60)), ''), 'tag') AS slug) AS made
$$;--> statement-breakpoint
-- A new tag takes the first free slug of its label (dj, dj-2, …) unless it names one; the slug
-- never changes after.
CREATE FUNCTION "opportunity_tags_take_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text := tag_slug(NEW.label);
  candidate text := base;
  n integer := 1;
BEGIN
  IF NEW.slug <> '' THEN RETURN NEW; END IF;
  -- Two tags made at once from alike labels take turns, so the second sees the first's slug.
  PERFORM pg_advisory_xact_lock(hashtext('opportunity_tags.slug ' || base));
  WHILE EXISTS (SELECT 1 FROM opportunity_tags WHERE slug = candidate) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  NEW.slug := candidate;
  RETURN NEW;
END
$$;--> statement-breakpoint
ALTER TABLE "opportunity_tags" ADD COLUMN "slug" text;--> statement-breakpoint
CREATE TRIGGER "opportunity_tags_slug" BEFORE INSERT ON "opportunity_tags"
FOR EACH ROW EXECUTE FUNCTION "opportunity_tags_take_slug"();--> statement-breakpoint
DO $$
DECLARE
  tag record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR tag IN SELECT id, label FROM opportunity_tags ORDER BY created_at, id LOOP
    base := tag_slug(tag.label);
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM opportunity_tags WHERE slug = candidate) LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    UPDATE opportunity_tags SET slug = candidate WHERE id = tag.id;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "opportunity_tags" ALTER COLUMN "slug" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "opportunity_tags" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_tags_slug_idx" ON "opportunity_tags" USING btree ("slug");--> statement-breakpoint
-- The search document replaces the trigram-searched text of docs/decisions/010.
DROP INDEX "opportunities_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "opportunities" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "search_document" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- Kept by the database whoever writes (the app, a script, the tag_ids trigger of migration 0005).
CREATE FUNCTION "opportunities_index_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := opportunity_search_document(NEW.title, NEW.description, NEW.city, NEW.venue, NEW.tag_ids);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "opportunities_search_document"
BEFORE INSERT OR UPDATE OF title, description, city, venue, tag_ids ON "opportunities"
FOR EACH ROW EXECUTE FUNCTION "opportunities_index_search_document"();--> statement-breakpoint
UPDATE "opportunities" SET "search_document" = opportunity_search_document(title, description, city, venue, tag_ids);--> statement-breakpoint
-- A tag renamed (by a script: the product only creates tags) re-indexes its opportunities.
CREATE FUNCTION "opportunity_tags_reindex_opportunities"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE opportunities SET tag_ids = tag_ids WHERE tag_ids @> ARRAY[NEW.id];
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "opportunity_tags_label_reindex"
AFTER UPDATE OF label ON "opportunity_tags"
FOR EACH ROW WHEN (OLD.label IS DISTINCT FROM NEW.label) EXECUTE FUNCTION "opportunity_tags_reindex_opportunities"();--> statement-breakpoint
CREATE INDEX "opportunities_search_idx" ON "opportunities" USING gin ("search_document") WHERE "opportunities"."status" = 'open';--> statement-breakpoint
CREATE INDEX "opportunities_search_title_idx" ON "opportunities" USING gin (ts_filter("search_document", '{a}')) WHERE "opportunities"."status" = 'open';--> statement-breakpoint
CREATE INDEX "opportunities_search_listing_idx" ON "opportunities" USING gin (ts_filter("search_document", '{a,b}')) WHERE "opportunities"."status" = 'open';--> statement-breakpoint
-- The planner ignores the statistics of partial indexes' expressions: without these it takes
-- every title word for a rare one and reads thousands of rows where it could read twelve.
CREATE STATISTICS "opportunities_search_title_stats" ON (ts_filter("search_document", '{a}')) FROM "opportunities";--> statement-breakpoint
CREATE STATISTICS "opportunities_search_listing_stats" ON (ts_filter("search_document", '{a,b}')) FROM "opportunities";--> statement-breakpoint
-- Tag filters and similar opportunities read open ones only: a whole-table index made the
-- planner intersect it with a scan of every open row.
DROP INDEX "opportunities_tag_ids_idx";--> statement-breakpoint
CREATE INDEX "opportunities_tag_ids_idx" ON "opportunities" USING gin ("tag_ids") WHERE "opportunities"."status" = 'open';--> statement-breakpoint
-- The public list's order (D8) and Soonest (D22), open ones only; after the order, the columns
-- the list's filters, its counts and similar opportunities test, so they walk the index alone.
DROP INDEX "opportunities_date_idx";--> statement-breakpoint
DROP INDEX "opportunities_public_order_idx";--> statement-breakpoint
CREATE INDEX "opportunities_public_order_idx" ON "opportunities" USING btree ("featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"date","slots_total","opportunity_type","city","tag_ids") WHERE "opportunities"."status" = 'open';--> statement-breakpoint
CREATE INDEX "opportunities_soonest_idx" ON "opportunities" USING btree (coalesce("date", 'infinity'::date),"featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"date","slots_total","opportunity_type","city","tag_ids") WHERE "opportunities"."status" = 'open';--> statement-breakpoint
-- docs/decisions/096: the words open opportunities use, for "Did you mean …?". Only ever added
-- to (no counting, so no write waits on another), and only from open opportunities, so no
-- draft's word is ever offered.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "opportunities_collect_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT word FROM opportunity_words(NEW.title, NEW.description, NEW.city, NEW.venue, NEW.tag_ids) AS word
  ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "opportunities_words"
AFTER INSERT OR UPDATE OF status, title, description, city, venue, tag_ids ON "opportunities"
FOR EACH ROW WHEN (NEW.status = 'open') EXECUTE FUNCTION "opportunities_collect_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT word FROM "opportunities", opportunity_words(title, description, city, venue, tag_ids) AS word
WHERE status = 'open'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Admin at scale: a person's track applications, and the applications list searched by name.
CREATE INDEX "applications_person_idx" ON "applications" USING btree ("person_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_track_idx" ON "applications" USING btree ("track","created_at" DESC NULLS LAST);

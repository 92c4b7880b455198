-- D34: a person's public page at /talent/{handle}, off by default. The handle is chosen once
-- published and unique (the app writes it lowercase); the name shown and the bio are the
-- person's own words for the page. Search engines index it only when the person ticks so.
ALTER TABLE "people" ADD COLUMN "public_handle" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "public_name" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "public_bio" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "public_page_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "public_page_indexable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "people_public_handle_idx" ON "people" ("public_handle");--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_public_page_check" CHECK (
  ("public_handle" IS NULL OR "public_handle" ~ '^[a-z0-9](?:[a-z0-9-]{1,28}[a-z0-9])$')
  AND (NOT "public_page_published" OR "public_handle" IS NOT NULL)
  AND ("public_name" IS NULL OR char_length("public_name") <= 100)
  AND ("public_bio" IS NULL OR char_length("public_bio") <= 1000)
);--> statement-breakpoint
-- The kept public pages (decision 086) are dropped in every process when a page is published,
-- unpublished or changes address, as for any change of public data (migration 0006).
CREATE TRIGGER "people_public_page_announce_change"
AFTER UPDATE OF "public_handle", "public_name", "public_bio", "public_page_published", "public_page_indexable"
ON "people"
FOR EACH ROW WHEN (
  OLD."public_handle" IS DISTINCT FROM NEW."public_handle"
  OR OLD."public_name" IS DISTINCT FROM NEW."public_name"
  OR OLD."public_bio" IS DISTINCT FROM NEW."public_bio"
  OR OLD."public_page_published" IS DISTINCT FROM NEW."public_page_published"
  OR OLD."public_page_indexable" IS DISTINCT FROM NEW."public_page_indexable"
) EXECUTE FUNCTION "announce_opportunity_change"();

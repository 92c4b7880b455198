-- Issue 41 (docs/decisions/163): one thread of internal notes on an application. The legacy
-- "private notes" text (one box per application, up to 5,000 characters, no author, no time)
-- becomes a note of the thread, and its column goes.

-- A note carried over from the private notes: it has no author (the box never kept one), and it
-- keeps its whole text, which may be longer than a note written in the thread (2,000).
ALTER TABLE "application_notes" ADD COLUMN "from_private_notes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_notes" DROP CONSTRAINT "application_notes_content_check";--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_content_check" CHECK (char_length(btrim("application_notes"."content")) >= 1 and ("application_notes"."from_private_notes" or char_length(btrim("application_notes"."content")) <= 2000));--> statement-breakpoint

-- Every text with something in it (not only spaces, tabs or line breaks), exactly as it was.
-- Its time: the application's last change, the latest moment the record keeps before the thread
-- (the box's own saves were never dated).
INSERT INTO "application_notes" ("application_id", "user_id", "content", "created_at", "updated_at", "from_private_notes")
SELECT "id", NULL, "notes", "updated_at", "updated_at", true
FROM "applications"
WHERE "notes" ~ '\S';--> statement-breakpoint

ALTER TABLE "applications" DROP COLUMN "notes";

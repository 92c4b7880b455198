CREATE TABLE "track_application_drafts" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "application_notes" DROP CONSTRAINT "application_notes_application_id_applications_id_fk";
--> statement-breakpoint
ALTER TABLE "interactions" DROP CONSTRAINT "interactions_person_id_people_id_fk";
--> statement-breakpoint
ALTER TABLE "application_notes" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "interactions" ALTER COLUMN "person_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "track_application_drafts" ADD CONSTRAINT "track_application_drafts_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('password_reset', 'email_verification', 'account_exists', 'email_changed', 'account_deleted', 'contact_message', 'track_shortlisted', 'track_booked', 'track_archived', 'opportunity_accepted', 'opportunity_waitlisted', 'opportunity_declined', 'opportunity_completed'));;--> statement-breakpoint
-- D25: once a new email address is confirmed, the person's copy of it follows, whoever changes
-- the account (the auth library's confirmation link, a script).
CREATE FUNCTION "copy_account_email_to_person"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "people" SET "email" = NEW."email", "updated_at" = now() WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_email_to_people"
AFTER UPDATE OF "email" ON "user"
FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email")
EXECUTE FUNCTION "copy_account_email_to_person"();--> statement-breakpoint
-- D11: an open opportunity whose slots are all taken is filled (demo content loaded before
-- issue 16 left one open).
UPDATE "opportunities" SET "status" = 'filled', "updated_at" = now()
WHERE "status" = 'open' AND "slots_total" > 0 AND "slots_filled" >= "slots_total";

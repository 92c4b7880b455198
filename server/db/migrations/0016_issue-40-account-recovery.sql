-- Issue 40 (docs/decisions/144): links in email that confirm an address or an address change
-- are single-use rows the server can end, not self-contained signed tokens; recovering an
-- account ends every one of them, its reset links, calendar feeds and alert links.

-- A confirmation link (the account's address) or an address-change link (to the new address),
-- known by the SHA-256 of its token. `email` is the account's address when the link was made:
-- a link outlives no change of it.
CREATE TABLE "account_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"new_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_links_purpose_check" CHECK ("account_links"."purpose" in ('confirm-email', 'change-email')),
	CONSTRAINT "account_links_new_email_check" CHECK (("account_links"."purpose" = 'change-email') = ("account_links"."new_email" is not null))
);--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_links_user_id_idx" ON "account_links" USING btree ("user_id");--> statement-breakpoint

-- A person's alert unsubscribe links are signed with this key as well as the server's secret
-- (none until the first is needed): a new key retires every link sent before, and the alerts stay.
ALTER TABLE "people" ADD COLUMN "alert_link_key" text;--> statement-breakpoint

-- The account an email was written for, when it was written: a data export lists the account's
-- own emails, not those a previous holder of the address received.
ALTER TABLE "email_outbox" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Its index is built once the app serves (migrations/concurrent/0016_email-outbox-user-id.sql).
UPDATE "email_outbox" SET "user_id" = "user"."id" FROM "user" WHERE "user"."email" = "email_outbox"."recipient";--> statement-breakpoint

-- "Your password was changed" (issue 40).
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('password_reset', 'email_verification', 'account_exists', 'email_changed', 'password_changed', 'account_deleted', 'contact_message', 'track_shortlisted', 'track_booked', 'track_archived', 'opportunity_accepted', 'opportunity_waitlisted', 'opportunity_declined', 'opportunity_completed', 'opportunity_invitation', 'job_alerts'));--> statement-breakpoint

-- Everything that could act on the account without its password: its confirmation, address
-- change and reset links, its calendar feeds and its alerts' links. Called by the accounts
-- module (confirming the address, ending every other session) and by the triggers below.
CREATE FUNCTION "end_pending_changes_of"(text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "verification" WHERE "identifier" LIKE 'reset-password:%' AND "value" = $1;
  DELETE FROM "account_links" WHERE "user_id" = $1;
  DELETE FROM "calendar_feeds" WHERE "person_id" IN (SELECT "id" FROM "people" WHERE "user_id" = $1);
  UPDATE "people" SET "alert_link_key" = gen_random_uuid()::text WHERE "user_id" = $1;
$$;--> statement-breakpoint

-- A new password (a change, a reset, a takeover, a script) ends them all.
CREATE OR REPLACE FUNCTION "account_password_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "end_pending_changes_of"(NEW."user_id");
  RETURN NULL;
END
$$;--> statement-breakpoint

-- A new address ends the account's links: each was sent for the old one.
CREATE OR REPLACE FUNCTION "user_email_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "forget_reset_tokens_of"(NEW."id");
  DELETE FROM "account_links" WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint

-- A team role is granted only to a confirmed address (D30); whatever was pending from before the
-- grant (a pre-registrant's parked link, feed or alert link) ends with it.
CREATE FUNCTION "user_role_granted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "end_pending_changes_of"(NEW."user_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_roles_end_pending_changes"
AFTER INSERT OR UPDATE OF "role" ON "user_roles"
FOR EACH ROW EXECUTE FUNCTION "user_role_granted"();

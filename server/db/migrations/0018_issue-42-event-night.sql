-- Issue 42 (D36, D37, docs/decisions/180): the event night. Times, confirmations and releases,
-- the waitlist's offers, check-in at the door, no-shows and reliability.

-- An opportunity's start and end (and the crew's call time), as instants; shown in its time zone.
ALTER TABLE "opportunities" ADD COLUMN "time_zone" text DEFAULT 'America/Chicago' NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "call_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_times_check" CHECK (("opportunities"."starts_at" is null) = ("opportunities"."ends_at" is null) and ("opportunities"."ends_at" is null or "opportunities"."ends_at" > "opportunities"."starts_at") and ("opportunities"."call_at" is null or ("opportunities"."starts_at" is not null and "opportunities"."call_at" <= "opportunities"."starts_at")));--> statement-breakpoint
-- An opportunity that had a day only: the whole evening, 18:00 to 02:00 the next morning, where it is.
UPDATE "opportunities" SET
  "starts_at" = ("date" + time '18:00') at time zone "time_zone",
  "ends_at" = ("date" + 1 + time '02:00') at time zone "time_zone"
WHERE "date" is not null;--> statement-breakpoint
-- The event-night job walks the events about to start or just over.
CREATE INDEX "opportunities_starts_at_idx" ON "opportunities" USING btree ("starts_at") WHERE "opportunities"."starts_at" is not null;--> statement-breakpoint

-- A booking released for want of a confirmation, cancelled by its person, or not attended.
ALTER TABLE "opportunity_applications" DROP CONSTRAINT "opportunity_applications_status_check";--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_status_check" CHECK ("opportunity_applications"."status" in ('pending', 'under_review', 'accepted', 'waitlisted', 'declined', 'completed', 'withdrawn', 'released', 'cancelled', 'no_show'));--> statement-breakpoint

-- The event night's activity entries, emails and log entries.
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_action_check";--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action_type" in ('status_change', 'add_note', 'add_team_member', 'remove_team_member', 'assign_reviewer', 'opportunity_application_status', 'submit_application', 'apply_to_opportunity', 'invitation_sent', 'invitation_accepted', 'invitation_declined', 'booking_confirm_asked', 'booking_confirmed', 'booking_released', 'booking_cancelled', 'spot_offered', 'spot_offer_answered', 'checked_in', 'no_show', 'no_show_corrected', 'booking_completed', 'reliability_blocked', 'reliability_block_lifted'));--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('password_reset', 'email_verification', 'account_exists', 'email_changed', 'password_changed', 'account_deleted', 'contact_message', 'track_shortlisted', 'track_booked', 'track_archived', 'opportunity_accepted', 'opportunity_waitlisted', 'opportunity_declined', 'opportunity_completed', 'opportunity_invitation', 'job_alerts', 'booking_confirm_request', 'booking_confirmed', 'booking_released', 'spot_offer', 'late_cancellation', 'reliability_blocked'));--> statement-breakpoint
ALTER TABLE "interactions" DROP CONSTRAINT "interactions_type_check";--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_type_check" CHECK ("interactions"."type" in ('note', 'email', 'call', 'meeting', 'message', 'other', 'event'));--> statement-breakpoint

-- The event night's facts about a booking (an accepted application).
ALTER TABLE "opportunity_applications" ADD COLUMN "confirm_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD COLUMN "late_cancellation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
-- The ticket (its QR code carries this id, signed) and the short code printed under it.
ALTER TABLE "opportunity_applications" ADD COLUMN "ticket_id" text;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD COLUMN "door_code" text;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_checked_in_by_user_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_applications_ticket_idx" ON "opportunity_applications" USING btree ("ticket_id") WHERE "opportunity_applications"."ticket_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_applications_door_code_idx" ON "opportunity_applications" USING btree ("opportunity_id","door_code") WHERE "opportunity_applications"."door_code" is not null;--> statement-breakpoint
-- An event's bookings and its waitlist, in order (the door's list, releases, offers).
CREATE INDEX "opportunity_applications_booked_idx" ON "opportunity_applications" USING btree ("opportunity_id","status","created_at") WHERE "opportunity_applications"."status" in ('accepted', 'waitlisted');--> statement-breakpoint

-- D36: a freed spot offered to the first waitlisted person, for 12 hours or until 6 hours before
-- the start, whichever comes first; then to the next.
CREATE TABLE "spot_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "spot_offers_outcome_check" CHECK ("spot_offers"."outcome" is null or "spot_offers"."outcome" in ('accepted', 'declined', 'lapsed', 'withdrawn'))
);--> statement-breakpoint
ALTER TABLE "spot_offers" ADD CONSTRAINT "spot_offers_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_offers" ADD CONSTRAINT "spot_offers_application_id_opportunity_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."opportunity_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One open offer per person; the open ones by when they lapse.
CREATE UNIQUE INDEX "spot_offers_open_idx" ON "spot_offers" USING btree ("application_id") WHERE "spot_offers"."outcome" is null;--> statement-breakpoint
CREATE INDEX "spot_offers_expiry_idx" ON "spot_offers" USING btree ("expires_at") WHERE "spot_offers"."outcome" is null;--> statement-breakpoint
CREATE INDEX "spot_offers_opportunity_idx" ON "spot_offers" USING btree ("opportunity_id","offered_at");--> statement-breakpoint

-- D36: every scan or typed code sent from the door, by the nonce the phone gave it: a scan sent
-- again (offline, then online) counts once.
CREATE TABLE "door_scans" (
	"nonce" text PRIMARY KEY NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"application_id" uuid,
	"scanned_by" text,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL
);--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_application_id_opportunity_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."opportunity_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_scanned_by_user_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint

-- D37: a person's reliability over their last 10 bookings that ended (attended, no-show or
-- cancelled late), kept by the database whenever a booking ends; null before the first.
ALTER TABLE "people" ADD COLUMN "reliability_attended" smallint;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "reliability_counted" smallint;--> statement-breakpoint
CREATE INDEX "opportunity_applications_ended_idx" ON "opportunity_applications" USING btree ("person_id","updated_at" DESC) WHERE "opportunity_applications"."status" in ('completed', 'no_show') or "opportunity_applications"."late_cancellation";--> statement-breakpoint
CREATE FUNCTION "refresh_reliability"(uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE "people" p SET
    "reliability_attended" = CASE WHEN r.counted > 0 THEN r.attended END,
    "reliability_counted" = nullif(r.counted, 0)
  FROM (
    SELECT count(*) FILTER (WHERE status = 'completed')::smallint AS attended, count(*)::smallint AS counted
    FROM (
      SELECT status FROM "opportunity_applications"
      WHERE "person_id" = $1 AND ("status" in ('completed', 'no_show') or "late_cancellation")
      ORDER BY "updated_at" DESC LIMIT 10
    ) last_ten
  ) r
  WHERE p."id" = $1;
$$;--> statement-breakpoint
CREATE FUNCTION "opportunity_applications_reliability"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_reliability"(NEW."person_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "opportunity_applications_reliability"
AFTER UPDATE OF "status", "late_cancellation" ON "opportunity_applications"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."late_cancellation" IS DISTINCT FROM NEW."late_cancellation")
EXECUTE FUNCTION "opportunity_applications_reliability"();--> statement-breakpoint
-- The people who have any history, as it stands.
SELECT "refresh_reliability"(p."person_id") FROM (SELECT DISTINCT "person_id" FROM "opportunity_applications" WHERE "status" = 'completed') p;--> statement-breakpoint
-- Talent search sorts and filters by it (issue 42).
CREATE INDEX "people_reliability_idx" ON "people" USING btree (("reliability_attended"::real / nullif("reliability_counted", 0)) DESC NULLS LAST);--> statement-breakpoint

-- D37: two no-shows within 90 days stop a person applying and accepting invitations for 30 days;
-- an admin can lift it, with a note.
CREATE TABLE "reliability_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text,
	"lift_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reliability_blocks_period_check" CHECK ("reliability_blocks"."ends_at" > "reliability_blocks"."starts_at"),
	CONSTRAINT "reliability_blocks_lift_check" CHECK (("reliability_blocks"."lifted_at" is null) = ("reliability_blocks"."lift_note" is null))
);--> statement-breakpoint
ALTER TABLE "reliability_blocks" ADD CONSTRAINT "reliability_blocks_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reliability_blocks" ADD CONSTRAINT "reliability_blocks_lifted_by_user_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reliability_blocks_person_idx" ON "reliability_blocks" USING btree ("person_id","ends_at" DESC);

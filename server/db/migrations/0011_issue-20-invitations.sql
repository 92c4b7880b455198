-- Issue 20 (D23): invitations (docs/decisions/120).
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"invited_by" text,
	"message" text,
	"status" text DEFAULT 'invited' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_status_check" CHECK ("invitations"."status" in ('invited', 'accepted', 'declined', 'lapsed', 'ended')),
	CONSTRAINT "invitations_message_check" CHECK ("invitations"."message" is null or char_length("invitations"."message") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_unique_idx" ON "invitations" USING btree ("opportunity_id","person_id") WHERE "invitations"."status" = 'invited';--> statement-breakpoint
CREATE INDEX "invitations_person_idx" ON "invitations" USING btree ("person_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitations_opportunity_idx" ON "invitations" USING btree ("opportunity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitations_open_expires_idx" ON "invitations" USING btree ("expires_at") WHERE "invitations"."status" = 'invited';--> statement-breakpoint
-- The invitation's email and the log entries of its steps.
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('password_reset', 'email_verification', 'account_exists', 'email_changed', 'account_deleted', 'contact_message', 'track_shortlisted', 'track_booked', 'track_archived', 'opportunity_accepted', 'opportunity_waitlisted', 'opportunity_declined', 'opportunity_completed', 'opportunity_invitation', 'job_alerts'));--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_action_check";--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action_type" in ('status_change', 'add_note', 'add_team_member', 'remove_team_member', 'assign_reviewer', 'opportunity_application_status', 'submit_application', 'apply_to_opportunity', 'invitation_sent', 'invitation_accepted', 'invitation_declined'));
--> statement-breakpoint
-- Issue 20: the talent search (docs/decisions/121). Each person's searchable text, kept by the
-- database: their name and the artist names they gave (weight A), their current track
-- application's answers (B), in the same two configurations as the opportunities' documents.
ALTER TABLE "people" ADD COLUMN "talent_document" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE FUNCTION "talent_document_of"(person uuid, name text) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT opportunity_search_part(coalesce(name, '') || ' ' || coalesce((
      SELECT string_agg(oa.application_data->>'artistName', ' ')
      FROM opportunity_applications oa
      WHERE oa.person_id = person AND oa.application_data ? 'artistName'), ''), 'A')
    || opportunity_search_part(coalesce((
      SELECT string_agg(answer.value, ' ')
      FROM applications a, jsonb_each_text(a.answers_json) AS answer
      WHERE a.person_id = person AND a.superseded_at IS NULL), ''), 'B')
$$;--> statement-breakpoint
CREATE FUNCTION "people_talent_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.talent_document := talent_document_of(NEW.id, NEW.name);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "people_talent_document" BEFORE INSERT OR UPDATE OF "name" ON "people"
  FOR EACH ROW EXECUTE FUNCTION "people_talent_document"();--> statement-breakpoint
-- New track applications and opportunity applications, once per statement.
CREATE FUNCTION "talent_documents_of_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE people p SET talent_document = talent_document_of(p.id, p.name)
  WHERE p.id IN (SELECT person_id FROM inserted_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Track applications whose answers changed, or that were replaced (D10); status moves do not
-- touch the person.
CREATE FUNCTION "talent_documents_of_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE people p SET talent_document = talent_document_of(p.id, p.name)
  WHERE p.id IN (
    SELECT n.person_id FROM updated_rows n JOIN previous_rows o ON o.id = n.id
    WHERE n.answers_json IS DISTINCT FROM o.answers_json OR n.superseded_at IS DISTINCT FROM o.superseded_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "applications_talent_inserted" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION "talent_documents_of_inserted"();--> statement-breakpoint
CREATE TRIGGER "applications_talent_updated" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS updated_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "talent_documents_of_updated"();--> statement-breakpoint
CREATE TRIGGER "opportunity_applications_talent_inserted" AFTER INSERT ON "opportunity_applications"
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION "talent_documents_of_inserted"();--> statement-breakpoint
UPDATE "people" SET "talent_document" = talent_document_of("id", "name");--> statement-breakpoint
CREATE INDEX "people_talent_document_idx" ON "people" USING gin ("talent_document");--> statement-breakpoint
CREATE INDEX "people_markets_idx" ON "people" USING gin ("markets");--> statement-breakpoint
CREATE INDEX "people_genres_idx" ON "people" USING gin ("genres");--> statement-breakpoint
CREATE INDEX "people_skills_idx" ON "people" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "people_city_lower_idx" ON "people" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "people_age_idx" ON "people" USING btree ("age");--> statement-breakpoint
CREATE INDEX "people_missions_idx" ON "people" USING btree ("missions_completed" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_current_track_idx" ON "applications" USING btree ("track","status","person_id") WHERE "applications"."superseded_at" is null;
--> statement-breakpoint
-- Issue 20 (D24): job alerts (docs/decisions/122). An alert is the list's filters as columns; its
-- search is kept as the tsquery the list would run.
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"name" text NOT NULL,
	"search" text,
	"search_query" tsquery,
	"opportunity_type" text,
	"city" text,
	"tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"tag_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"date_from" date,
	"date_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_name_check" CHECK (char_length(btrim("job_alerts"."name")) between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_person_idx" ON "job_alerts" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE TABLE "job_alert_matches" (
	"alert_id" uuid NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "job_alert_matches_pkey" PRIMARY KEY("alert_id","opportunity_id")
);
--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_matches_unsent_idx" ON "job_alert_matches" USING btree ("person_id","created_at") WHERE "job_alert_matches"."emailed_at" is null;--> statement-breakpoint
CREATE TABLE "job_alert_digests" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_alert_digests" ADD CONSTRAINT "job_alert_digests_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- RFC 8058 and other headers an email carries (List-Unsubscribe).
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
-- D24: when an opportunity opens (or an open one gets its tags), the alerts it matches are found
-- by one statement over the alerts and queued. Past ones never match.
CREATE FUNCTION "queue_job_alert_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'open' AND coalesce(NEW.date >= (now() AT TIME ZONE 'Etc/GMT+12')::date, true)
    AND (TG_OP = 'INSERT' OR OLD.status <> 'open' OR NEW.tag_ids IS DISTINCT FROM OLD.tag_ids) THEN
    INSERT INTO job_alert_matches (alert_id, opportunity_id, person_id)
    SELECT a.id, NEW.id, a.person_id FROM job_alerts a
    WHERE (a.opportunity_type IS NULL OR a.opportunity_type = NEW.opportunity_type)
      AND (a.city IS NULL OR lower(a.city) = lower(NEW.city))
      AND a.tag_ids <@ NEW.tag_ids
      AND (a.date_from IS NULL OR NEW.date >= a.date_from)
      AND (a.date_to IS NULL OR NEW.date <= a.date_to)
      AND (a.search_query IS NULL OR NEW.search_document @@ a.search_query)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "opportunities_job_alerts" AFTER INSERT OR UPDATE OF "status", "tag_ids" ON "opportunities"
  FOR EACH ROW EXECUTE FUNCTION "queue_job_alert_matches"();
--> statement-breakpoint
-- Issue 20: each person's private calendar feed (docs/decisions/123): the SHA-256 of its secret
-- token, replaced when the person makes a new one.
CREATE TABLE "calendar_feeds" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;

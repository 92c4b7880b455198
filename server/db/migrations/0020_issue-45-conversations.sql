-- Issue 45 (D35, docs/decisions/195): conversations. A thread per opportunity application, track
-- application and invitation; its messages and events; message emails and replies by email.

CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"person_id" uuid,
	"opportunity_id" uuid,
	"track" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone,
	"last_message_preview" text,
	"last_message_by" text,
	"awaiting_reply_since" timestamp with time zone,
	"person_unread" integer DEFAULT 0 NOT NULL,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"person_read_at" timestamp with time zone,
	"staff_read_at" timestamp with time zone,
	CONSTRAINT "message_threads_subject_kind_check" CHECK ("message_threads"."subject_kind" in ('opportunity_application', 'track_application', 'invitation')),
	CONSTRAINT "message_threads_last_message_by_check" CHECK ("message_threads"."last_message_by" is null or "message_threads"."last_message_by" in ('person', 'staff')),
	CONSTRAINT "message_threads_unread_check" CHECK ("message_threads"."person_unread" >= 0 and "message_threads"."staff_unread" >= 0)
);
--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_subject_idx" ON "message_threads" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "message_threads_person_idx" ON "message_threads" USING btree ("person_id","last_activity_at" DESC);--> statement-breakpoint
CREATE INDEX "message_threads_activity_idx" ON "message_threads" USING btree ("last_activity_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "message_threads_opportunity_idx" ON "message_threads" USING btree ("opportunity_id","last_activity_at" DESC);--> statement-breakpoint
CREATE INDEX "message_threads_track_idx" ON "message_threads" USING btree ("track","last_activity_at" DESC);--> statement-breakpoint
CREATE INDEX "message_threads_staff_unread_idx" ON "message_threads" USING btree ("last_activity_at" DESC) WHERE "message_threads"."staff_unread" > 0;--> statement-breakpoint
CREATE INDEX "message_threads_awaiting_idx" ON "message_threads" USING btree ("awaiting_reply_since") WHERE "message_threads"."awaiting_reply_since" is not null;--> statement-breakpoint

CREATE TABLE "thread_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_role" text,
	"author_user_id" text,
	"body" text,
	"event" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"via" text DEFAULT 'app' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_entries_shape_check" CHECK (case when "thread_entries"."kind" = 'message'
        then "thread_entries"."author_role" in ('person', 'staff') and "thread_entries"."event" is null
          and char_length(btrim("thread_entries"."body")) between 1 and 5000
        else "thread_entries"."kind" = 'event' and "thread_entries"."author_role" is null and "thread_entries"."body" is null and "thread_entries"."event" is not null end),
	CONSTRAINT "thread_entries_event_check" CHECK ("thread_entries"."event" in ('status', 'invited', 'invitation_accepted', 'invitation_declined', 'booking_confirm_asked', 'booking_confirmed', 'booking_released', 'booking_cancelled', 'spot_offered', 'spot_offer_answered', 'checked_in', 'no_show', 'no_show_corrected')),
	CONSTRAINT "thread_entries_via_check" CHECK ("thread_entries"."via" in ('app', 'email', 'broadcast'))
);
--> statement-breakpoint
ALTER TABLE "thread_entries" ADD CONSTRAINT "thread_entries_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_entries" ADD CONSTRAINT "thread_entries_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_entries_thread_idx" ON "thread_entries" USING btree ("thread_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "thread_entries_person_author_idx" ON "thread_entries" USING btree ("author_user_id","created_at" DESC) WHERE "thread_entries"."kind" = 'message' and "thread_entries"."author_role" = 'person';--> statement-breakpoint

CREATE TABLE "message_email_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_email_preferences_frequency_check" CHECK ("message_email_preferences"."frequency" in ('each', 'daily', 'off'))
);
--> statement-breakpoint
ALTER TABLE "message_email_preferences" ADD CONSTRAINT "message_email_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

CREATE TABLE "message_emails_due" (
	"thread_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"pending_since" timestamp with time zone,
	"due_at" timestamp with time zone,
	"digest" boolean DEFAULT false NOT NULL,
	"last_emailed_at" timestamp with time zone,
	CONSTRAINT "message_emails_due_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "message_emails_due" ADD CONSTRAINT "message_emails_due_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_emails_due" ADD CONSTRAINT "message_emails_due_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_emails_due_idx" ON "message_emails_due" USING btree ("due_at") WHERE "message_emails_due"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "message_emails_due_user_idx" ON "message_emails_due" USING btree ("user_id") WHERE "message_emails_due"."due_at" is not null;--> statement-breakpoint

CREATE TABLE "message_reply_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_reply_tokens" ADD CONSTRAINT "message_reply_tokens_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reply_tokens" ADD CONSTRAINT "message_reply_tokens_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_reply_tokens_hash_idx" ON "message_reply_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "message_reply_tokens_thread_user_idx" ON "message_reply_tokens" USING btree ("thread_id","user_id","expires_at" DESC);--> statement-breakpoint

-- The message emails.
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_check" CHECK ("email_outbox"."kind" in ('password_reset', 'email_verification', 'account_exists', 'email_changed', 'password_changed', 'account_deleted', 'contact_message', 'track_shortlisted', 'track_booked', 'track_archived', 'opportunity_accepted', 'opportunity_waitlisted', 'opportunity_declined', 'opportunity_completed', 'opportunity_invitation', 'job_alerts', 'booking_confirm_request', 'booking_confirmed', 'booking_released', 'spot_offer', 'late_cancellation', 'reliability_blocked', 'message', 'message_digest', 'message_reply_refused'));

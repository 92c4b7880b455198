CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"action_type" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action_type" in ('status_change', 'add_note', 'add_team_member', 'remove_team_member', 'assign_reviewer', 'opportunity_application_status'))
);
--> statement-breakpoint
CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_notes_content_check" CHECK (char_length(btrim("application_notes"."content")) between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"user_id" text,
	"type" text DEFAULT 'note' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interactions_type_check" CHECK ("interactions"."type" in ('note', 'email', 'call', 'meeting', 'message', 'other')),
	CONSTRAINT "interactions_subject_check" CHECK (char_length("interactions"."subject") <= 200),
	CONSTRAINT "interactions_content_check" CHECK (char_length(btrim("interactions"."content")) between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"city" text,
	"date" date,
	"opportunity_type" text DEFAULT 'event' NOT NULL,
	"vertical" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"slots_total" integer DEFAULT 1 NOT NULL,
	"slots_filled" integer DEFAULT 0 NOT NULL,
	"responsibilities" text,
	"ideal_candidate" text,
	"perks" text,
	"venue" text,
	"budget_range" text,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunities_type_check" CHECK ("opportunities"."opportunity_type" in ('event', 'creative', 'marketing', 'community')),
	CONSTRAINT "opportunities_status_check" CHECK ("opportunities"."status" in ('draft', 'open', 'filled', 'closed')),
	CONSTRAINT "opportunities_slots_check" CHECK ("opportunities"."slots_total" >= 0 and "opportunities"."slots_filled" >= 0 and "opportunities"."slots_filled" <= "opportunities"."slots_total"),
	CONSTRAINT "opportunities_title_length_check" CHECK (char_length("opportunities"."title") between 1 and 200),
	CONSTRAINT "opportunities_description_length_check" CHECK (char_length("opportunities"."description") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "opportunity_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"cover_letter" text,
	"application_data" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_applications_one_per_person" UNIQUE("opportunity_id","person_id"),
	CONSTRAINT "opportunity_applications_status_check" CHECK ("opportunity_applications"."status" in ('pending', 'under_review', 'accepted', 'waitlisted', 'declined', 'completed', 'withdrawn')),
	CONSTRAINT "opportunity_applications_cover_letter_check" CHECK ("opportunity_applications"."cover_letter" is null or char_length("opportunity_applications"."cover_letter") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "opportunity_tag_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "opportunity_tag_assignments_unique" UNIQUE("opportunity_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_tags_label_check" CHECK (char_length(btrim("opportunity_tags"."label")) between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text,
	"email" text,
	"phone" text,
	"age" integer,
	"city" text,
	"state" text,
	"travel_radius" text,
	"school" text,
	"grad_year" integer,
	"greek_affiliation" text,
	"has_car" boolean DEFAULT false NOT NULL,
	"experience_level" text,
	"role_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"markets" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"instagram" text,
	"tiktok" text,
	"website" text,
	"portfolio" text,
	"equipment" text,
	"availability_note" text,
	"status" text DEFAULT 'new' NOT NULL,
	"rank" text DEFAULT 'member' NOT NULL,
	"xp_total" integer DEFAULT 0 NOT NULL,
	"missions_completed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "people_status_check" CHECK ("people"."status" in ('new', 'active', 'pending', 'archived')),
	CONSTRAINT "people_rank_check" CHECK ("people"."rank" in ('member', 'verified', 'operator', 'architect', 'legend')),
	CONSTRAINT "people_age_check" CHECK ("people"."age" is null or "people"."age" between 0 and 120),
	CONSTRAINT "people_state_check" CHECK ("people"."state" is null or char_length("people"."state") <= 2),
	CONSTRAINT "people_grad_year_check" CHECK ("people"."grad_year" is null or "people"."grad_year" between 1900 and 2100),
	CONSTRAINT "people_xp_check" CHECK ("people"."xp_total" >= 0),
	CONSTRAINT "people_missions_check" CHECK ("people"."missions_completed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_role_unique" UNIQUE("user_id","role"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('reviewer', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"track" text NOT NULL,
	"target_markets" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_city" text,
	"answers_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"notes" text,
	"opportunity_id" uuid,
	"consented_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_track_check" CHECK ("applications"."track" in ('ambassador', 'creator', 'performer', 'ops', 'partner', 'team')),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('submitted', 'under_review', 'shortlisted', 'booked', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_tag_assignments" ADD CONSTRAINT "opportunity_tag_assignments_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_tag_assignments" ADD CONSTRAINT "opportunity_tag_assignments_tag_id_opportunity_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."opportunity_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "activity_log_created_at_idx" ON "activity_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interactions_person_idx" ON "interactions" USING btree ("person_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_public_order_idx" ON "opportunities" USING btree ("status","featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_created_at_idx" ON "opportunities" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_type_idx" ON "opportunities" USING btree ("opportunity_type");--> statement-breakpoint
CREATE INDEX "opportunities_city_lower_idx" ON "opportunities" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "opportunities_date_idx" ON "opportunities" USING btree ("date");--> statement-breakpoint
CREATE INDEX "opportunities_title_trgm_idx" ON "opportunities" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunities_description_trgm_idx" ON "opportunities" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunities_city_trgm_idx" ON "opportunities" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunity_applications_person_idx" ON "opportunity_applications" USING btree ("person_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunity_applications_opportunity_idx" ON "opportunity_applications" USING btree ("opportunity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunity_tag_assignments_tag_idx" ON "opportunity_tag_assignments" USING btree ("tag_id","opportunity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_tags_label_lower_idx" ON "opportunity_tags" USING btree (lower("label"));--> statement-breakpoint
CREATE INDEX "people_created_at_idx" ON "people" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "people_status_idx" ON "people" USING btree ("status");--> statement-breakpoint
CREATE INDEX "people_rank_idx" ON "people" USING btree ("rank");--> statement-breakpoint
CREATE INDEX "people_email_lower_idx" ON "people" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "people_name_trgm_idx" ON "people" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_email_trgm_idx" ON "people" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_city_trgm_idx" ON "people" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_school_trgm_idx" ON "people" USING gin ("school" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_current_per_person" ON "applications" USING btree ("person_id") WHERE "applications"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_booked_updated_idx" ON "applications" USING btree ("updated_at") WHERE "applications"."status" = 'booked';
-- Issue 44 (D33, docs/decisions/190): images of people and opportunities, their files in the
-- database (the default media store), and audio and video links on the profile.

CREATE TABLE "media_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"person_id" uuid,
	"opportunity_id" uuid,
	"content_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"caption" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"original_type" text NOT NULL,
	"original_bytes" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_images_kind_check" CHECK ("media_images"."kind" in ('profile_photo', 'gallery', 'flyer')),
	CONSTRAINT "media_images_owner_check" CHECK (case when "media_images"."kind" = 'flyer' then "media_images"."opportunity_id" is not null and "media_images"."person_id" is null
        else "media_images"."person_id" is not null and "media_images"."opportunity_id" is null end),
	CONSTRAINT "media_images_content_key_check" CHECK ("media_images"."content_key" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "media_images_caption_check" CHECK (char_length("media_images"."caption") <= 200),
	CONSTRAINT "media_images_size_check" CHECK ("media_images"."width" > 0 and "media_images"."height" > 0 and cardinality("media_images"."widths") > 0)
);
--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_images_profile_photo_idx" ON "media_images" USING btree ("person_id") WHERE "media_images"."kind" = 'profile_photo';--> statement-breakpoint
CREATE UNIQUE INDEX "media_images_opportunity_idx" ON "media_images" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "media_images_person_idx" ON "media_images" USING btree ("person_id","kind","position");--> statement-breakpoint
CREATE INDEX "media_images_content_key_idx" ON "media_images" USING btree ("content_key");--> statement-breakpoint

-- The database media store: files in chunks of at most 256 KB, stored as they are (images are
-- compressed already: no second compression on write, no decompression on read).
CREATE TABLE "media_files" (
	"name" text PRIMARY KEY NOT NULL,
	"content_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"chunk_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "media_files_content_key_idx" ON "media_files" USING btree ("content_key");--> statement-breakpoint
CREATE TABLE "media_file_chunks" (
	"file_name" text NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "media_file_chunks_pkey" PRIMARY KEY("file_name","seq")
);
--> statement-breakpoint
ALTER TABLE "media_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "media_file_chunks" ADD CONSTRAINT "media_file_chunks_file_name_media_files_name_fk" FOREIGN KEY ("file_name") REFERENCES "public"."media_files"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- Contents whose last image went, for the sweep to delete from the store (whichever it is).
-- An image goes by its own removal, or with its person (the account, D25) or its opportunity.
CREATE TABLE "media_deletions" (
	"content_key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "media_images_queue_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "media_deletions" ("content_key") VALUES (OLD."content_key") ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "media_images_deleted" AFTER DELETE ON "media_images"
  FOR EACH ROW EXECUTE FUNCTION "media_images_queue_deletion"();--> statement-breakpoint

-- D33: audio and video links, on the profile.
ALTER TABLE "people" ADD COLUMN "media_links" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_media_links_check" CHECK (cardinality("people"."media_links") <= 6);--> statement-breakpoint

-- An admin's removal of an image, in the activity feed.
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_action_check";--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action_type" in ('status_change', 'add_note', 'add_team_member', 'remove_team_member', 'assign_reviewer', 'opportunity_application_status', 'submit_application', 'apply_to_opportunity', 'invitation_sent', 'invitation_accepted', 'invitation_declined', 'booking_confirm_asked', 'booking_confirmed', 'booking_released', 'booking_cancelled', 'spot_offered', 'spot_offer_answered', 'checked_in', 'no_show', 'no_show_corrected', 'booking_completed', 'reliability_blocked', 'reliability_block_lifted', 'media_removed'));

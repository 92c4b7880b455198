-- Issue 19: the back office at real volume (docs/decisions/110-115).

-- New applications are logged, so the overview's recent activity shows them coming in.
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_action_check";--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action_type" in ('status_change', 'add_note', 'add_team_member', 'remove_team_member', 'assign_reviewer', 'opportunity_application_status', 'submit_application', 'apply_to_opportunity'));
--> statement-breakpoint
-- The applications table sorts by the last change (docs/decisions/111).
CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- The users table sorts by name and by XP.
CREATE INDEX "people_name_idx" ON "people" USING btree ("name" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "people_xp_idx" ON "people" USING btree ("xp_total" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- The admin opportunities table sorts by the event's day and by title, and searches titles.
CREATE INDEX "opportunities_date_idx" ON "opportunities" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_title_idx" ON "opportunities" USING btree ("title" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_title_trgm_idx" ON "opportunities" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
-- The outbox table searches recipients and subjects.
CREATE INDEX "email_outbox_recipient_trgm_idx" ON "email_outbox" USING gin ("recipient" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_outbox_subject_trgm_idx" ON "email_outbox" USING gin ("subject" gin_trgm_ops);
--> statement-breakpoint
-- The funnel (analytics) reads a period's statuses and times from the indexes alone.
CREATE INDEX "applications_funnel_idx" ON "applications" USING btree ("created_at","track","status","updated_at");--> statement-breakpoint
CREATE INDEX "opportunity_applications_funnel_idx" ON "opportunity_applications" USING btree ("created_at","opportunity_id","status","updated_at");

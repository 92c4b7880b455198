-- Issue 17, D22 (docs/decisions/135): "listed" (open, and its day not yet past) is a column the
-- database keeps, so that the public reads' indexes hold the listed opportunities only, however
-- many past events pile up while still open. Every write sets it; the hourly sweep unlists
-- those whose day has passed since; reads still test the date, so a late sweep is never wrong.
ALTER TABLE "opportunities" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION "opportunities_set_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := NEW.status = 'open' AND coalesce(NEW.date, 'infinity'::date) >= (now() AT TIME ZONE 'Etc/GMT+12')::date;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "opportunities_listed" BEFORE INSERT OR UPDATE ON "opportunities"
  FOR EACH ROW EXECUTE FUNCTION "opportunities_set_listed"();--> statement-breakpoint
UPDATE "opportunities" SET "listed" = true
  WHERE "status" = 'open' AND coalesce("date", 'infinity'::date) >= (now() AT TIME ZONE 'Etc/GMT+12')::date;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_listed_check" CHECK (not "opportunities"."listed" or "opportunities"."status" = 'open');--> statement-breakpoint
DROP INDEX "opportunities_public_order_idx";--> statement-breakpoint
DROP INDEX "opportunities_soonest_idx";--> statement-breakpoint
DROP INDEX "opportunities_search_idx";--> statement-breakpoint
DROP INDEX "opportunities_search_title_idx";--> statement-breakpoint
DROP INDEX "opportunities_search_listing_idx";--> statement-breakpoint
DROP INDEX "opportunities_tag_ids_idx";--> statement-breakpoint
CREATE INDEX "opportunities_public_order_idx" ON "opportunities" USING btree ("featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"date","slots_total","opportunity_type","city","tag_ids") WHERE "opportunities"."listed";--> statement-breakpoint
CREATE INDEX "opportunities_soonest_idx" ON "opportunities" USING btree (coalesce("date", 'infinity'::date),"featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"date","slots_total","opportunity_type","city","tag_ids") WHERE "opportunities"."listed";--> statement-breakpoint
CREATE INDEX "opportunities_search_idx" ON "opportunities" USING gin ("search_document") WHERE "opportunities"."listed";--> statement-breakpoint
CREATE INDEX "opportunities_search_title_idx" ON "opportunities" USING gin (ts_filter("search_document", '{a}')) WHERE "opportunities"."listed";--> statement-breakpoint
CREATE INDEX "opportunities_search_listing_idx" ON "opportunities" USING gin (ts_filter("search_document", '{a,b}')) WHERE "opportunities"."listed";--> statement-breakpoint
CREATE INDEX "opportunities_tag_ids_idx" ON "opportunities" USING gin ("tag_ids") WHERE "opportunities"."listed";--> statement-breakpoint
-- The planner's figures for the new column and indexes at once (a large table would otherwise
-- wait for autovacuum with plans made blind).
ANALYZE "opportunities";

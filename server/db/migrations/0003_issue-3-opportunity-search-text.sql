DROP INDEX "opportunities_title_trgm_idx";--> statement-breakpoint
DROP INDEX "opportunities_description_trgm_idx";--> statement-breakpoint
DROP INDEX "opportunities_city_trgm_idx";--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("opportunities"."title" || ' ' || "opportunities"."description" || ' ' || coalesce("opportunities"."city", ''))) STORED;--> statement-breakpoint
CREATE INDEX "opportunities_search_text_trgm_idx" ON "opportunities" USING gin ("search_text" gin_trgm_ops);
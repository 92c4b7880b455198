-- Every committed change to what the public opportunity pages show (opportunities, tags, tag
-- assignments), whoever makes it (any server process, a cascade, a script), is announced on
-- one channel, so each server process drops the public reads it keeps (docs/decisions/017).
-- Once per statement; PostgreSQL folds identical notices of one transaction into one.
CREATE FUNCTION "announce_opportunity_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('backline_opportunity_changes', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "opportunities_announce_change"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "opportunities"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_opportunity_change"();--> statement-breakpoint
CREATE TRIGGER "opportunity_tags_announce_change"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "opportunity_tags"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_opportunity_change"();--> statement-breakpoint
CREATE TRIGGER "opportunity_tag_assignments_announce_change"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "opportunity_tag_assignments"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_opportunity_change"();

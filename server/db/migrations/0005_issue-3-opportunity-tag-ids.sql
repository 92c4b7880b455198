ALTER TABLE "opportunities" ADD COLUMN "tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
UPDATE "opportunities" SET "tag_ids" = assigned.ids
FROM (
  SELECT "opportunity_id", array_agg("tag_id") AS ids FROM "opportunity_tag_assignments" GROUP BY "opportunity_id"
) AS assigned
WHERE assigned."opportunity_id" = "opportunities"."id";--> statement-breakpoint
CREATE INDEX "opportunities_tag_ids_idx" ON "opportunities" USING gin ("tag_ids");--> statement-breakpoint
-- opportunities.tag_ids follows opportunity_tag_assignments, whoever writes it (the app, a
-- cascade from a deleted tag or opportunity, a script). Each change edits the row's current
-- array (append or remove one id), so concurrent assignments to one opportunity wait for each
-- other's row lock and none is lost (docs/decisions/016).
CREATE FUNCTION "opportunity_tag_ids_follow_assignments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "opportunities" SET "tag_ids" = array_remove("tag_ids", OLD."tag_id") WHERE "id" = OLD."opportunity_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "opportunities" SET "tag_ids" = array_append(array_remove("tag_ids", NEW."tag_id"), NEW."tag_id")
    WHERE "id" = NEW."opportunity_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "opportunity_tag_assignments_tag_ids"
AFTER INSERT OR UPDATE OR DELETE ON "opportunity_tag_assignments"
FOR EACH ROW EXECUTE FUNCTION "opportunity_tag_ids_follow_assignments"();

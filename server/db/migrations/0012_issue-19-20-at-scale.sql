-- Issue 19: the analytics funnel, pre-aggregated (docs/decisions/131); issue 20: the talent
-- search's travel radius filter has its index.
CREATE TABLE "funnel_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"bucket" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "funnel_changes_kind_check" CHECK ("funnel_changes"."kind" in ('track', 'opportunity'))
);
--> statement-breakpoint
CREATE TABLE "opportunity_funnels" (
	"opportunity_id" uuid PRIMARY KEY NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decisions" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_funnels" (
	"track" text NOT NULL,
	"grain" text NOT NULL,
	"starts" date NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decisions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "track_funnels_pkey" PRIMARY KEY("track","grain","starts"),
	CONSTRAINT "track_funnels_grain_check" CHECK ("track_funnels"."grain" in ('day', 'month'))
);
--> statement-breakpoint
DROP INDEX "opportunity_applications_funnel_idx";--> statement-breakpoint
DROP INDEX "applications_funnel_idx";--> statement-breakpoint
ALTER TABLE "opportunity_funnels" ADD CONSTRAINT "opportunity_funnels_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunity_funnels_rank_idx" ON "opportunity_funnels" USING btree ("total" DESC NULLS LAST,"opportunity_id","posted_at");--> statement-breakpoint
CREATE INDEX "opportunity_funnels_posted_idx" ON "opportunity_funnels" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "people_travel_radius_idx" ON "people" USING btree ("travel_radius");--> statement-breakpoint
-- The bucket of a time from applying to a change: whole hours up to two days, then eight buckets
-- per doubling (each about 9 % wide), the last one (127) open-ended (over five years).
CREATE FUNCTION "funnel_decision_bucket"(seconds float8) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE
    WHEN seconds < 172800 THEN greatest(floor(seconds / 3600), 0)
    ELSE least(48 + floor(8 * ln(seconds / 172800) / ln(2)), 127)
  END)::smallint
$$;--> statement-breakpoint
-- Two sets of counts added key by key ({"booked": 2} + {"booked": -1, "archived": 1}); the keys
-- that come to 0 go.
CREATE FUNCTION "funnel_add"(a jsonb, b jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, total), '{}'::jsonb) FROM (
    SELECT key, sum(value::int) AS total
    FROM (SELECT * FROM jsonb_each_text(a) UNION ALL SELECT * FROM jsonb_each_text(b)) AS entries
    GROUP BY key HAVING sum(value::int) <> 0) AS sums
$$;--> statement-breakpoint
-- The rows a statement inserted (+1), deleted (-1) or changed (-1 as they were, +1 as they are),
-- per subject, day applied, status and bucket. TG_ARGV: the kind, and the subject's expression.
-- Once per statement, appended: writers never wait on one another for a shared counter.
CREATE FUNCTION "record_funnel_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS n FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS n FROM old_rows'
    ELSE 'SELECT *, 1 AS n FROM new_rows UNION ALL SELECT *, -1 AS n FROM old_rows'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO funnel_changes (kind, subject, day, status, bucket, n)
    SELECT %L, %s, (created_at AT TIME ZONE 'UTC')::date, status,
      funnel_decision_bucket(extract(epoch FROM updated_at - created_at)::float8), sum(n)
    FROM (%s) AS changed
    GROUP BY 2, 3, 4, 5 HAVING sum(n) <> 0$sql$, TG_ARGV[0], TG_ARGV[1], changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "applications_funnel_inserted" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "record_funnel_changes"('track', 'track');--> statement-breakpoint
CREATE TRIGGER "applications_funnel_updated" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "record_funnel_changes"('track', 'track');--> statement-breakpoint
CREATE TRIGGER "applications_funnel_deleted" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "record_funnel_changes"('track', 'track');--> statement-breakpoint
CREATE TRIGGER "opportunity_applications_funnel_inserted" AFTER INSERT ON "opportunity_applications"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "record_funnel_changes"('opportunity', 'opportunity_id::text');--> statement-breakpoint
CREATE TRIGGER "opportunity_applications_funnel_updated" AFTER UPDATE ON "opportunity_applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "record_funnel_changes"('opportunity', 'opportunity_id::text');--> statement-breakpoint
CREATE TRIGGER "opportunity_applications_funnel_deleted" AFTER DELETE ON "opportunity_applications"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "record_funnel_changes"('opportunity', 'opportunity_id::text');--> statement-breakpoint
-- Folds the appended changes into track_funnels (a row per track and day, and per track and
-- month) and opportunity_funnels (a row per opportunity), and empties funnel_changes, in one
-- statement. One at a time (false when another is folding); changes appended meanwhile wait for
-- the next. The changes of a deleted opportunity go with it.
CREATE FUNCTION "compact_funnel_changes"() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('compact_funnel_changes')) THEN
    RETURN false;
  END IF;
  WITH moved AS (
    DELETE FROM funnel_changes RETURNING kind, subject, day, status, bucket, n
  ), track_cells AS (
    SELECT subject, grain, starts, status, bucket, sum(n)::int AS n
    FROM moved CROSS JOIN LATERAL (VALUES ('day', day), ('month', date_trunc('month', day)::date)) AS g (grain, starts)
    WHERE kind = 'track'
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0
  ), track_statuses AS (
    SELECT subject, grain, starts, status, sum(n)::int AS n FROM track_cells GROUP BY 1, 2, 3, 4
  ), tracks AS (
    INSERT INTO track_funnels AS f (track, grain, starts, counts, decisions)
    SELECT c.subject, c.grain, c.starts, s.counts, c.decisions
    FROM (
      SELECT subject, grain, starts, jsonb_object_agg(status || ':' || bucket, n) AS decisions
      FROM track_cells GROUP BY 1, 2, 3
    ) AS c
    JOIN (
      SELECT subject, grain, starts, jsonb_object_agg(status, n) AS counts FROM track_statuses GROUP BY 1, 2, 3
    ) AS s USING (subject, grain, starts)
    ON CONFLICT (track, grain, starts) DO UPDATE
      SET counts = funnel_add(f.counts, excluded.counts), decisions = funnel_add(f.decisions, excluded.decisions)
  ), opportunity_cells AS (
    SELECT o.id, o.created_at, m.status, m.bucket, sum(m.n)::int AS n
    FROM moved m JOIN opportunities o ON o.id = m.subject::uuid
    WHERE m.kind = 'opportunity'
    GROUP BY 1, 2, 3, 4 HAVING sum(m.n) <> 0
  ), opportunity_statuses AS (
    SELECT id, status, sum(n)::int AS n FROM opportunity_cells GROUP BY 1, 2
  )
  INSERT INTO opportunity_funnels AS f (opportunity_id, posted_at, total, counts, decisions)
  SELECT c.id, c.created_at, s.total, s.counts, c.decisions
  FROM (
    SELECT id, created_at, jsonb_object_agg(status || ':' || bucket, n) AS decisions FROM opportunity_cells GROUP BY 1, 2
  ) AS c
  JOIN (
    SELECT id, sum(n)::int AS total, jsonb_object_agg(status, n) AS counts FROM opportunity_statuses GROUP BY 1
  ) AS s USING (id)
  ON CONFLICT (opportunity_id) DO UPDATE
    SET total = f.total + excluded.total, counts = funnel_add(f.counts, excluded.counts),
      decisions = funnel_add(f.decisions, excluded.decisions);
  RETURN true;
END $$;--> statement-breakpoint
-- Everything applied so far.
INSERT INTO "funnel_changes" (kind, subject, day, status, bucket, n)
SELECT 'track', track, (created_at AT TIME ZONE 'UTC')::date, status,
  funnel_decision_bucket(extract(epoch FROM updated_at - created_at)::float8), count(*)
FROM "applications" GROUP BY 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "funnel_changes" (kind, subject, day, status, bucket, n)
SELECT 'opportunity', opportunity_id::text, (created_at AT TIME ZONE 'UTC')::date, status,
  funnel_decision_bucket(extract(epoch FROM updated_at - created_at)::float8), count(*)
FROM "opportunity_applications" GROUP BY 2, 3, 4, 5;--> statement-breakpoint
SELECT compact_funnel_changes();

-- Issue 42 (docs/decisions/184): an update that changes nothing the funnel counts (a check-in at
-- the door, a confirmation, a ticket) appends nothing, and costs little: the rows it changed are
-- compared on what the funnel reads (subject, status, applied, last decision) with plans kept for
-- the session, before the statement built for each call (planned afresh every time) runs at all.
CREATE OR REPLACE FUNCTION "record_funnel_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS n FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS n FROM old_rows'
    ELSE 'SELECT *, 1 AS n FROM new_rows UNION ALL SELECT *, -1 AS n FROM old_rows'
  END;
BEGIN
  -- Each condition is planned only once reached: an insert's trigger has no old_rows.
  IF TG_OP = 'UPDATE' THEN
    IF TG_TABLE_NAME = 'opportunity_applications' THEN
      IF NOT EXISTS (
        (SELECT opportunity_id, status, created_at, updated_at FROM new_rows
         EXCEPT ALL SELECT opportunity_id, status, created_at, updated_at FROM old_rows)
        UNION ALL
        (SELECT opportunity_id, status, created_at, updated_at FROM old_rows
         EXCEPT ALL SELECT opportunity_id, status, created_at, updated_at FROM new_rows)
      ) THEN
        RETURN NULL;
      END IF;
    ELSIF TG_TABLE_NAME = 'applications' THEN
      IF NOT EXISTS (
        (SELECT track, status, created_at, updated_at FROM new_rows
         EXCEPT ALL SELECT track, status, created_at, updated_at FROM old_rows)
        UNION ALL
        (SELECT track, status, created_at, updated_at FROM old_rows
         EXCEPT ALL SELECT track, status, created_at, updated_at FROM new_rows)
      ) THEN
        RETURN NULL;
      END IF;
    END IF;
  END IF;
  EXECUTE format($sql$
    INSERT INTO funnel_changes (kind, subject, day, status, bucket, n)
    SELECT %L, %s, (created_at AT TIME ZONE 'UTC')::date, status,
      funnel_decision_bucket(extract(epoch FROM updated_at - created_at)::float8), sum(n)
    FROM (%s) AS changed
    GROUP BY 2, 3, 4, 5 HAVING sum(n) <> 0$sql$, TG_ARGV[0], TG_ARGV[1], changed);
  RETURN NULL;
END $$;

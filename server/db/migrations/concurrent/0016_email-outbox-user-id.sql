-- Issue 40: a data export lists the account's own emails (migration 0016). The outbox of a busy
-- site is large: its index is built without locking writes, once the app serves (decision 171).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "email_outbox_user_id_idx" ON "email_outbox" USING btree ("user_id","created_at");

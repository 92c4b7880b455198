-- Issue 45 (decision 195): the staff's unread count sums the kept counters of the threads staff
-- have not read, in the kinds their role sees, leaving out their own (D31). With every column it
-- reads in this index, it is an index-only scan: at a million messages (about 4,000 unread
-- threads) 3.7 ms and 3,153 pages read through message_threads_staff_unread_idx and the table.
-- Built without locking messages, once the app serves (decision 171).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "message_threads_staff_unread_count_idx" ON "message_threads" USING btree ("subject_kind", "person_id", "staff_unread") WHERE "message_threads"."staff_unread" > 0;

-- Issue 41 (decision 155): /auth asks whether this browser is a known device of any account: a
-- lookup by the device alone. Built without locking sign-ins, once the app serves (decision 171).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "known_devices_device_hash_idx" ON "known_devices" USING btree ("device_hash");

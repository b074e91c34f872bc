-- The uptime window-edge pass (decision 036) finds the properties whose day just left the 30-day
-- window through this index, instead of reading every property's rows. `day` is never updated,
-- so the fold's upserts stay HOT.
CREATE INDEX IF NOT EXISTS "check_days_day_idx" ON "check_days" USING btree ("day");

-- Decision 036, "Uptime kept incrementally", second step: the 24 h / 7 d / 30 d figures of a
-- property are kept as counters (checks and ups of its folded rollup rows in each window) and the
-- window start they were counted from. The fold adds what it folds to them; the window-edge pass
-- takes off the rollup rows that left a window. Neither reads a property's whole history again: at
-- 1,000,000 properties re-reading 24 + 168 hourly and 30 daily rows of every folded property cost
-- more than the fold itself. A row without edges (written before this migration) is recomputed
-- once from the rollups by the next fold or edge pass. Added columns with constant defaults: no
-- table rewrite.
ALTER TABLE "property_uptime"
  ADD COLUMN "checks_24h" integer DEFAULT 0 NOT NULL,
  ADD COLUMN "ups_24h" integer DEFAULT 0 NOT NULL,
  ADD COLUMN "checks_7d" integer DEFAULT 0 NOT NULL,
  ADD COLUMN "ups_7d" integer DEFAULT 0 NOT NULL,
  ADD COLUMN "checks_30d" integer DEFAULT 0 NOT NULL,
  ADD COLUMN "ups_30d" integer DEFAULT 0 NOT NULL,
  ADD COLUMN "edge_24h" timestamp with time zone,
  ADD COLUMN "edge_7d" timestamp with time zone,
  ADD COLUMN "edge_30d" date;

-- Field Web Vitals (issue 22, docs/web-vitals.md): what real page views measured. Nothing here names a
-- shopper: a route pattern ('/product/[id]', never an address), the metric, its value, the connection
-- type and mobile or desktop. Times are unix seconds.

-- One row per metric of a page view's batch (POST /v1/web-vitals), kept a few days.
CREATE TABLE web_vitals (
  id INTEGER PRIMARY KEY,
  recorded_at INTEGER NOT NULL,
  route TEXT NOT NULL,
  metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'TTFB')),
  value REAL NOT NULL CHECK (value >= 0),
  connection TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('mobile', 'desktop'))
);
-- The report reads a time window; the roll-up takes the oldest rows first (by id, which follows time).
CREATE INDEX web_vitals_by_time ON web_vitals(recorded_at);

-- Older rows folded into a histogram per UTC day, route, metric, connection and device: one row per
-- log-scale bucket holding values (src/lib/web-vitals/histogram.ts: buckets 5% wide, so a percentile
-- read from them is within about 2.5%). A fold adds to the counts, so it can run in parts.
CREATE TABLE web_vitals_daily (
  day TEXT NOT NULL,
  route TEXT NOT NULL,
  metric TEXT NOT NULL,
  connection TEXT NOT NULL,
  device TEXT NOT NULL,
  bucket INTEGER NOT NULL CHECK (bucket >= 0),
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, route, metric, connection, device, bucket)
) WITHOUT ROWID;

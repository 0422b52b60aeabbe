-- Saved searches and alerts (issue 14). Times are unix seconds.

-- A shopper's saved /search query. 'New' pieces are the available matches listed after seen_after_id:
-- inventory ids are assigned at listing, so 'id > ?' is 'listed since', and every filter's index (or the
-- FTS5 table) carries the id, so the count is a range on that index (tests/api/saved-searches).
CREATE TABLE saved_searches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  query TEXT NOT NULL,                  -- canonical JSON of SavedSearchQuery (src/lib/contract/saved-searches.ts)
  seen_after_id INTEGER NOT NULL,       -- newest inventory id when the shopper last opened (or saved) it
  alerted_after_id INTEGER NOT NULL,    -- newest inventory id a digest has told the shopper about
  created_at INTEGER NOT NULL,
  seen_at INTEGER NOT NULL,
  UNIQUE (user_id, query)               -- also the index of a shopper's list
);

-- How often the shopper gets the alert digest; 'off' also through the mail's signed unsubscribe link.
ALTER TABLE users ADD COLUMN alert_frequency TEXT NOT NULL DEFAULT 'daily' CHECK (alert_frequency IN ('daily', 'weekly', 'off'));

-- The digest job's bookkeeping per shopper. Days are Singapore calendar days (unix day of UTC+8):
-- at most one digest per day, weekly ones 7 days apart; a shopper checked today with nothing new is
-- not looked at again until tomorrow.
CREATE TABLE alert_digests (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  last_sent_day INTEGER,                -- NULL: never sent
  last_sent_at INTEGER,
  last_checked_day INTEGER NOT NULL
);

-- What a digest last told a shopper about a favourite: a price drop is a price below this one (or below
-- the price when saved, before any digest), a sale is told once.
CREATE TABLE favourite_alerts (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  inventory_id INTEGER NOT NULL REFERENCES inventories(id) ON DELETE CASCADE,
  alerted_price INTEGER NOT NULL,       -- SGD, the price the shopper was last told (deal price while a deal was in effect)
  alerted_sold INTEGER NOT NULL DEFAULT 0 CHECK (alerted_sold IN (0, 1)),
  alerted_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, inventory_id)
);
CREATE INDEX favourite_alerts_by_inventory ON favourite_alerts(inventory_id);

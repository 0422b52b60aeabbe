-- Favourites (issue 14): the pieces a signed-in shopper hearted, with the price they saw.
-- saved_price is whole Singapore dollars: the deal price when a deal was in effect at saving, else the
-- selling price (the deal rule is src/lib/catalog/deal.ts). 'Price dropped' on /favourites and the
-- alert job (0043) compare today's effective price with it. Times are unix seconds.
-- An account keeps at most FAVOURITES_MAX rows (src/lib/contract/favourites.ts), checked by the API.
-- The primary key serves the shopper's own list; the alert job finds who saved an item by inventory.
CREATE TABLE favourites (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  inventory_id INTEGER NOT NULL REFERENCES inventories(id) ON DELETE CASCADE,
  saved_at INTEGER NOT NULL,           -- unix seconds
  saved_price INTEGER NOT NULL,        -- SGD price the shopper saw when saving (deal price if a deal was in effect, else selling_price)
  PRIMARY KEY (user_id, inventory_id)
);
CREATE INDEX favourites_by_inventory ON favourites(inventory_id);

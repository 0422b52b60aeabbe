-- Catalog: inventory, its full-text index, home product groups, popular search terms, delivery rates.
-- Amounts are whole Singapore dollars; the API converts them with currencies.rate_from_sgd.
-- Times are unix seconds.

-- The narrow part of an item: everything a list filters, sorts or shows on a card. Wide text lives in
-- inventory_details so that scans over this table (deep pages, counts) stay small.
CREATE TABLE inventories (
  id INTEGER PRIMARY KEY,               -- assigned at listing, so id order is listing order ('newest')
  brand_id INTEGER NOT NULL REFERENCES brands(id),
  category_id INTEGER NOT NULL REFERENCES categories(id),
  store_id INTEGER NOT NULL REFERENCES stores(id),
  model TEXT NOT NULL,
  gender TEXT NOT NULL CHECK (gender IN ('M', 'W', 'U')),   -- U: unisex, listed under Men and Women
  color TEXT,                           -- option_id of category field 'color'
  condition TEXT NOT NULL CHECK (condition IN ('Pristine', 'Excellent', 'Very Good', 'Good', 'Fair')),
  status INTEGER NOT NULL CHECK (status IN (1, 2)),        -- AVAILABLE 1, SOLD 2
  selling_price INTEGER NOT NULL CHECK (selling_price > 0),
  sold_price INTEGER,
  min_offer_price_with_fee INTEGER,
  is_min_offer_price INTEGER NOT NULL DEFAULT 0 CHECK (is_min_offer_price IN (0, 1)),
  deal_price INTEGER,                   -- NULL: no deal
  deal_start INTEGER,                   -- NULL: open-ended start
  deal_end INTEGER,                     -- NULL: open-ended end
  created_at INTEGER NOT NULL
);
CREATE INDEX inventories_by_brand ON inventories(brand_id);
CREATE INDEX inventories_by_brand_price ON inventories(brand_id, selling_price);
CREATE INDEX inventories_by_category ON inventories(category_id);
CREATE INDEX inventories_by_category_price ON inventories(category_id, selling_price);
CREATE INDEX inventories_by_price ON inventories(selling_price);
CREATE INDEX inventories_by_color ON inventories(color);
CREATE INDEX inventories_by_store ON inventories(store_id);
CREATE INDEX inventories_by_gender ON inventories(gender);
-- Only items with a deal: the 'deal in effect now' filter walks this small index.
CREATE INDEX inventories_with_deal ON inventories(deal_end, deal_start) WHERE deal_price IS NOT NULL;

CREATE TABLE inventory_details (
  inventory_id INTEGER PRIMARY KEY REFERENCES inventories(id) ON DELETE CASCADE,
  description TEXT NOT NULL,
  material TEXT,
  material_others TEXT,
  has_receipt INTEGER CHECK (has_receipt IN (0, 1)),                 -- NULL: not recorded
  is_original_receipt INTEGER CHECK (is_original_receipt IN (0, 1)), -- NULL: not recorded
  dimensions TEXT,
  inclusions TEXT NOT NULL DEFAULT '[]',  -- JSON array of strings
  assets TEXT NOT NULL DEFAULT '[]'       -- JSON array of ProductAsset (src/lib/contract/catalog.ts)
);

-- What the shopper's words are matched against: brand, model, description, plus the category, colour
-- and material names so that 'black bag' finds a black Birkin whose text never says 'bag'.
CREATE VIEW inventory_search_text AS
SELECT
  i.id AS id,
  b.name AS brand,
  i.model AS model,
  d.description AS description,
  c.name || ' ' || COALESCE(o.option_name, '') || ' ' || COALESCE(d.material, '') || ' '
    || CASE i.gender WHEN 'M' THEN 'Men' WHEN 'W' THEN 'Women' ELSE 'Men Women Unisex' END AS tags
FROM inventories i
JOIN inventory_details d ON d.inventory_id = i.id
JOIN brands b ON b.id = i.brand_id
JOIN categories c ON c.id = i.category_id
LEFT JOIN category_field_options o ON o.field_id = 'color' AND o.option_id = i.color;

-- Contentless: only the index is stored (rowid = inventories.id); the text stays in its tables.
-- remove_diacritics makes 'hermes' find 'Hermès'; prefix indexes keep 'bla*' style lookups fast.
CREATE VIRTUAL TABLE inventories_fts USING fts5(
  brand, model, description, tags,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);

-- The details row arrives after its inventory row, so it is the one that indexes the item.
CREATE TRIGGER inventory_details_index_text AFTER INSERT ON inventory_details BEGIN
  INSERT INTO inventories_fts (rowid, brand, model, description, tags)
  SELECT id, brand, model, description, tags FROM inventory_search_text WHERE id = new.inventory_id;
END;
CREATE TRIGGER inventory_details_reindex_text AFTER UPDATE OF description, material ON inventory_details BEGIN
  DELETE FROM inventories_fts WHERE rowid = old.inventory_id;
  INSERT INTO inventories_fts (rowid, brand, model, description, tags)
  SELECT id, brand, model, description, tags FROM inventory_search_text WHERE id = new.inventory_id;
END;
CREATE TRIGGER inventories_reindex_text AFTER UPDATE OF brand_id, category_id, model, color, gender ON inventories BEGIN
  DELETE FROM inventories_fts WHERE rowid = old.id;
  INSERT INTO inventories_fts (rowid, brand, model, description, tags)
  SELECT id, brand, model, description, tags FROM inventory_search_text WHERE id = new.id;
END;
CREATE TRIGGER inventories_unindex_text AFTER DELETE ON inventories BEGIN
  DELETE FROM inventories_fts WHERE rowid = old.id;
END;

-- Home page carousels. query is the spec's 'key=value1,value2' form, read by the same parser as
-- GET /v2/inventories (e.g. 'brand=Hermès', 'category=1,2').
CREATE TABLE product_groups (
  id INTEGER PRIMARY KEY,
  heading TEXT NOT NULL,
  query TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);

CREATE TABLE search_terms (
  id INTEGER PRIMARY KEY,
  term TEXT NOT NULL UNIQUE,
  popularity INTEGER NOT NULL
);
CREATE INDEX search_terms_by_popularity ON search_terms(popularity DESC);

CREATE TABLE delivery_rates (
  country_code TEXT NOT NULL REFERENCES countries(code),
  category_id INTEGER NOT NULL REFERENCES categories(id),
  method TEXT NOT NULL,
  price_sgd INTEGER NOT NULL CHECK (price_sgd >= 0),
  min_days INTEGER NOT NULL,
  max_days INTEGER NOT NULL,
  PRIMARY KEY (country_code, category_id, method)
);
CREATE INDEX delivery_rates_by_category ON delivery_rates(category_id);

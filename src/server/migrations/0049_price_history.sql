-- Price insight (issue 25): model lines, what each sold for, and the price changes of listed pieces.
-- Amounts are whole Singapore dollars (converted on the way out, as the catalog's); times unix seconds.
-- docs/price-guide.md says how a store fills these tables from its own sales records.

-- A model line as shoppers name it: house, model and, where the line has sizes, the size
-- ('Hermès', 'Birkin', '30'); size is '' for a line without sizes. Names compare without case.
CREATE TABLE model_lines (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id),
  category_id INTEGER NOT NULL REFERENCES categories(id),
  name TEXT NOT NULL COLLATE NOCASE,
  size TEXT NOT NULL DEFAULT '' COLLATE NOCASE,
  UNIQUE (brand_id, name, size)
);

-- The materials a line is made in (the /sell form's choices).
CREATE TABLE model_line_materials (
  line_id INTEGER NOT NULL REFERENCES model_lines(id) ON DELETE CASCADE,
  material TEXT NOT NULL,
  PRIMARY KEY (line_id, material)
) WITHOUT ROWID;

-- Which line a listed piece belongs to (its product page's price guide).
CREATE TABLE inventory_lines (
  inventory_id INTEGER PRIMARY KEY REFERENCES inventories(id) ON DELETE CASCADE,
  line_id INTEGER NOT NULL REFERENCES model_lines(id)
);
CREATE INDEX inventory_lines_by_line ON inventory_lines(line_id);

-- Every sale: the line, the piece's condition and material, the price it sold for, when it was listed
-- and when it sold. inventory_id is the listing it sold from while that is still in the catalog
-- (no foreign key: the history outlives the listing).
CREATE TABLE sales (
  id INTEGER PRIMARY KEY,
  line_id INTEGER NOT NULL REFERENCES model_lines(id),
  inventory_id INTEGER,
  condition TEXT NOT NULL CHECK (condition IN ('Pristine', 'Excellent', 'Very Good', 'Good', 'Fair')),
  material TEXT NOT NULL,
  price_sgd INTEGER NOT NULL CHECK (price_sgd > 0),
  listed_at INTEGER NOT NULL,
  sold_at INTEGER NOT NULL,
  CHECK (sold_at >= listed_at)
);
-- The one read of a guide: a line's sales since a moment. Covering, so it never touches the table.
CREATE INDEX sales_by_line_time ON sales(line_id, sold_at, condition, material, price_sgd, listed_at);

-- A listed piece's price changes, newest last: 'Reduced from S$14,500 on 12 Nov 2026'.
CREATE TABLE price_changes (
  id INTEGER PRIMARY KEY,
  inventory_id INTEGER NOT NULL REFERENCES inventories(id) ON DELETE CASCADE,
  old_price_sgd INTEGER NOT NULL CHECK (old_price_sgd > 0),
  new_price_sgd INTEGER NOT NULL CHECK (new_price_sgd > 0),
  changed_at INTEGER NOT NULL
);
CREATE INDEX price_changes_by_item ON price_changes(inventory_id, changed_at);

-- A store's own writes fill the history: a repricing records its change, and a piece marked sold
-- records its sale (at its sold price, or its price when none is given) in its line.
CREATE TRIGGER inventories_reprice_records_change AFTER UPDATE OF selling_price ON inventories
WHEN new.selling_price <> old.selling_price BEGIN
  INSERT INTO price_changes (inventory_id, old_price_sgd, new_price_sgd, changed_at)
  VALUES (new.id, old.selling_price, new.selling_price, CAST(strftime('%s', 'now') AS INTEGER));
END;
CREATE TRIGGER inventories_sold_records_sale AFTER UPDATE OF status ON inventories
WHEN new.status = 2 AND old.status <> 2 BEGIN
  INSERT INTO sales (line_id, inventory_id, condition, material, price_sgd, listed_at, sold_at)
  SELECT l.line_id, new.id, new.condition, COALESCE(d.material, ''), COALESCE(new.sold_price, new.selling_price),
    MIN(new.created_at, CAST(strftime('%s', 'now') AS INTEGER)), CAST(strftime('%s', 'now') AS INTEGER)
  FROM inventory_lines l LEFT JOIN inventory_details d ON d.inventory_id = new.id
  WHERE l.inventory_id = new.id;
END;

-- Guides and price histories are public reads: a sale or a price change landing moves the catalog
-- version (0041), so no cached guide outlives it.
CREATE TRIGGER model_lines_insert_bumps_catalog AFTER INSERT ON model_lines BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER model_lines_update_bumps_catalog AFTER UPDATE ON model_lines BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER model_lines_delete_bumps_catalog AFTER DELETE ON model_lines BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER model_line_materials_insert_bumps_catalog AFTER INSERT ON model_line_materials BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER model_line_materials_delete_bumps_catalog AFTER DELETE ON model_line_materials BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER inventory_lines_insert_bumps_catalog AFTER INSERT ON inventory_lines BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER inventory_lines_update_bumps_catalog AFTER UPDATE ON inventory_lines BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER inventory_lines_delete_bumps_catalog AFTER DELETE ON inventory_lines BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER sales_insert_bumps_catalog AFTER INSERT ON sales BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER sales_update_bumps_catalog AFTER UPDATE ON sales BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER sales_delete_bumps_catalog AFTER DELETE ON sales BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER price_changes_insert_bumps_catalog AFTER INSERT ON price_changes BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER price_changes_update_bumps_catalog AFTER UPDATE ON price_changes BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER price_changes_delete_bumps_catalog AFTER DELETE ON price_changes BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;

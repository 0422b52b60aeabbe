-- Catalog version: one row that every write to a table a public read answers from moves on. The edge
-- cache of public reads (src/server/public-reads) puts it into every cache key, so a seed, a price
-- change or a sale makes every cached answer unreachable at once, with no purge.
-- epoch is random per database, so a recreated database (a fresh local state, a restored copy) never
-- reuses the keys of an older one whose counter happened to reach the same number.
CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  epoch TEXT NOT NULL
);
INSERT INTO catalog_version (id, version, epoch) VALUES (1, 0, lower(hex(randomblob(8))));

-- SQLite triggers run per row: a 100,000-item seed bumps the row 200,000 times inside its one
-- transaction, which costs well under a second.
CREATE TRIGGER inventories_insert_bumps_catalog AFTER INSERT ON inventories BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER inventories_update_bumps_catalog AFTER UPDATE ON inventories BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER inventories_delete_bumps_catalog AFTER DELETE ON inventories BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER inventory_details_insert_bumps_catalog AFTER INSERT ON inventory_details BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER inventory_details_update_bumps_catalog AFTER UPDATE ON inventory_details BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER inventory_details_delete_bumps_catalog AFTER DELETE ON inventory_details BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER product_groups_insert_bumps_catalog AFTER INSERT ON product_groups BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER product_groups_update_bumps_catalog AFTER UPDATE ON product_groups BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER product_groups_delete_bumps_catalog AFTER DELETE ON product_groups BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER delivery_rates_insert_bumps_catalog AFTER INSERT ON delivery_rates BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER delivery_rates_update_bumps_catalog AFTER UPDATE ON delivery_rates BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER delivery_rates_delete_bumps_catalog AFTER DELETE ON delivery_rates BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
-- Exchange rates reprice every answer.
CREATE TRIGGER currencies_insert_bumps_catalog AFTER INSERT ON currencies BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER currencies_update_bumps_catalog AFTER UPDATE ON currencies BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER currencies_delete_bumps_catalog AFTER DELETE ON currencies BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;

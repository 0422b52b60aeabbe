-- Filters a collection's rule adds to the catalog query (issue 36): condition grades and 'new in the
-- last N days'. Each maps to an index, as every other filter (src/server/catalog/inventory-sql.ts).
CREATE INDEX inventories_by_condition ON inventories(condition);
CREATE INDEX inventories_by_created ON inventories(created_at);

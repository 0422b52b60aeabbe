-- Brand + category + price range (the search page's commonest facet combination) answered from one
-- covering index, without visiting rows.
CREATE INDEX inventories_by_brand_category_price ON inventories(brand_id, category_id, selling_price);

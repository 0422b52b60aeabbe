-- Deep pages of the newest-first list: 'ORDER BY id DESC LIMIT 50 OFFSET 89950' steps over every
-- skipped id. On the table that is every skipped row (all of its columns' pages); on this index it is
-- ids alone, packed hundreds to a page, so a page near the end of 100,000 items reads about 1/20 of
-- the pages. Counting the whole table also reads it, the smallest b-tree over every row.
CREATE INDEX inventories_by_id ON inventories(id);

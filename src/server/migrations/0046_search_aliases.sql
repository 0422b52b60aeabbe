-- What shoppers call things: reference data for search (src/lib/search/query-understanding.ts).
-- A row says that `alias` (what a shopper types, one or more words, any case and accents) means
-- `meaning` (words as the catalog writes them). A search keeps the typed words and adds the meaning
-- as an alternative, so 'ysl bag' finds Saint Laurent bags and 'lv' still finds 'LV Trainer'.
-- Extend it with INSERTs in a later migration (docs/search.md). `lang` is the shopper's language
-- ('en'; 'zh', 'ms' for the other storefront languages), so the same alias text may mean different
-- things per language. kind: nickname (houses, models), everyday (what shoppers call a category),
-- plural (forms the index cannot reach by prefix), spelling (common misspellings beyond the typo
-- tolerance), numeral ('2' and 'ii').
CREATE TABLE search_aliases (
  alias TEXT NOT NULL CHECK (length(alias) BETWEEN 1 AND 60),
  meaning TEXT NOT NULL CHECK (length(meaning) BETWEEN 1 AND 60),
  kind TEXT NOT NULL CHECK (kind IN ('nickname', 'everyday', 'plural', 'spelling', 'numeral')),
  lang TEXT NOT NULL DEFAULT 'en' CHECK (length(lang) BETWEEN 2 AND 8),
  PRIMARY KEY (lang, alias, meaning)
);

INSERT INTO search_aliases (alias, meaning, kind) VALUES
  -- Houses
  ('ysl', 'saint laurent', 'nickname'), ('yves saint laurent', 'saint laurent', 'nickname'),
  ('lv', 'louis vuitton', 'nickname'), ('bv', 'bottega veneta', 'nickname'), ('bottega', 'bottega veneta', 'nickname'),
  ('vca', 'van cleef arpels', 'nickname'), ('van cleef', 'van cleef arpels', 'nickname'),
  ('ap', 'audemars piguet', 'nickname'), ('cl', 'christian louboutin', 'nickname'), ('louboutin', 'christian louboutin', 'nickname'),
  ('pp', 'patek philippe', 'nickname'), ('patek', 'patek philippe', 'nickname'),
  ('bvlgari', 'bulgari', 'nickname'), ('tiffany', 'tiffany co', 'nickname'),
  ('cdior', 'dior', 'nickname'), ('christian dior', 'dior', 'nickname'), ('miumiu', 'miu miu', 'nickname'),
  -- Models and their short names
  ('woc', 'wallet on chain', 'nickname'), ('wallet on a chain', 'wallet on chain', 'nickname'),
  ('cf', 'classic flap', 'nickname'), ('reissue', '2 55 reissue', 'nickname'), ('sdj', 'sac de jour', 'nickname'),
  ('sub', 'submariner', 'nickname'),
  ('otg', 'onthego', 'nickname'), ('mpa', 'multi pochette accessoires', 'nickname'),
  ('clou', 'juste un clou', 'nickname'), ('jul', 'juste un clou', 'nickname'),
  ('lady d', 'lady dior', 'nickname'),
  ('st', 'saint', 'nickname'), ('saint', 'st', 'nickname'),
  -- Everyday words for what the catalog calls a category or a kind
  ('handbag', 'bags', 'everyday'), ('handbags', 'bags', 'everyday'), ('purse', 'bags', 'everyday'), ('purses', 'bags', 'everyday'),
  ('trainers', 'sneakers', 'everyday'), ('trainer', 'sneakers', 'everyday'),
  ('kicks', 'sneakers', 'everyday'), ('runners', 'sneakers', 'everyday'),
  ('sunnies', 'sunglasses', 'everyday'), ('shades', 'sunglasses', 'everyday'), ('glasses', 'sunglasses', 'everyday'),
  ('heels', 'pumps', 'everyday'), ('stilettos', 'pumps', 'everyday'),
  ('timepiece', 'watches', 'everyday'), ('timepieces', 'watches', 'everyday'),
  ('clothes', 'ready to wear', 'everyday'), ('clothing', 'ready to wear', 'everyday'), ('rtw', 'ready to wear', 'everyday'),
  ('slg', 'small leather goods', 'everyday'), ('cardholder', 'card holder', 'everyday'), ('card case', 'card holder', 'everyday'),
  ('jewellery', 'jewelry', 'spelling'), ('jewelery', 'jewelry', 'spelling'),
  ('shopper', 'tote', 'everyday'), ('crossbody', 'shoulder bag', 'everyday'),
  ('homeware', 'home', 'everyday'), ('homewares', 'home', 'everyday'), ('plates', 'plate', 'plural'),
  -- Plurals the prefix match cannot reach
  ('scarves', 'scarf', 'plural'), ('watches', 'watch', 'plural'), ('bags', 'bag', 'plural'), ('wallets', 'wallet', 'plural'),
  ('belts', 'belt', 'plural'), ('rings', 'ring', 'plural'), ('necklaces', 'necklace', 'plural'), ('bracelets', 'bracelet', 'plural'),
  ('pendants', 'pendant', 'plural'), ('totes', 'tote', 'plural'), ('jackets', 'jacket', 'plural'), ('coats', 'coat', 'plural'),
  ('vases', 'vase', 'plural'), ('clutches', 'clutch', 'plural'), ('pouches', 'pouch', 'plural'), ('backpacks', 'backpack', 'plural'),
  ('holders', 'holder', 'plural'), ('cardigans', 'cardigan', 'plural'), ('dresses', 'dress', 'plural'),
  ('birkins', 'birkin', 'plural'), ('kellys', 'kelly', 'plural'), ('kellies', 'kelly', 'plural'),
  -- Misspellings beyond the typo tolerance
  ('triumph', 'triomphe', 'spelling'), ('triumphe', 'triomphe', 'spelling'), ('channel', 'chanel', 'spelling'),
  ('hermez', 'hermes', 'spelling'), ('vuiton', 'vuitton', 'spelling'), ('louie', 'louis', 'spelling'),
  ('gucchi', 'gucci', 'spelling'), ('cartie', 'cartier', 'spelling'), ('rollie', 'rolex', 'nickname'),
  -- Numerals
  ('2', 'ii', 'numeral'), ('ii', '2', 'numeral');

-- The index's terms per column and how many items hold each: the spelling dictionary. An fts5vocab
-- table stores nothing; the API reads it once per isolate and catalog minute (search-vocabulary.ts).
CREATE VIRTUAL TABLE inventories_fts_terms USING fts5vocab(inventories_fts, 'col');

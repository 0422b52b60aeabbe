-- Words that describe every piece in the store (src/lib/search/query-understanding.ts): a shopper
-- who types 'preloved chanel' or '二手愛馬仕' (second-hand Hermès) means Chanel or Hermès, and no
-- catalog text says 'preloved'. Search leaves these words out of the query; a text made only of them
-- lists the whole catalog. `phrase` is one or more words as shoppers type them (any case and
-- accents); `lang` the language it is written in. Extend with a later migration (docs/search.md).
CREATE TABLE search_store_words (
  phrase TEXT NOT NULL CHECK (length(phrase) BETWEEN 1 AND 40),
  lang TEXT NOT NULL DEFAULT 'en' CHECK (length(lang) BETWEEN 2 AND 8),
  PRIMARY KEY (lang, phrase)
);

INSERT INTO search_store_words (phrase, lang) VALUES
  ('preloved', 'en'), ('pre loved', 'en'), ('pre owned', 'en'), ('preowned', 'en'),
  ('second hand', 'en'), ('secondhand', 'en'), ('used', 'en'), ('authentic', 'en'), ('genuine', 'en'),
  ('二手', 'zh'), ('中古', 'zh'), ('正品', 'zh'), ('真品', 'zh'), ('正貨', 'zh'), ('正货', 'zh'),
  ('terpakai', 'ms'), ('barang terpakai', 'ms'), ('tulen', 'ms');

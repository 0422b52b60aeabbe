-- The language a shopper chose (issue 26): the store's mails to them are written in it. NULL until
-- they choose one (their mails are then in English); the locale codes of src/lib/i18n/locales.ts.
ALTER TABLE users ADD COLUMN language TEXT CHECK (language IS NULL OR language IN ('en', 'zh-hans', 'zh-hant', 'ms'));

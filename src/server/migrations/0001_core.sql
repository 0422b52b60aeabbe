-- Core: sessions and the reference data behind GET /startup.

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,          -- SHA-256 of the bearer token; the token itself is never stored
  guest_uuid TEXT NOT NULL,
  user_id INTEGER,                      -- NULL while the session is a guest's
  created_at INTEGER NOT NULL,          -- unix seconds
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_by_user ON sessions(user_id);
CREATE INDEX sessions_by_expiry ON sessions(expires_at);

CREATE TABLE currencies (
  code TEXT PRIMARY KEY,
  symbol TEXT NOT NULL,
  name TEXT NOT NULL,
  country_code TEXT NOT NULL,
  rate_from_sgd REAL NOT NULL,          -- 1 SGD = rate_from_sgd units of this currency
  sort_order INTEGER NOT NULL
);
INSERT INTO currencies (code, symbol, name, country_code, rate_from_sgd, sort_order) VALUES
  ('SGD', 'S$', 'Singapore Dollar', 'SG', 1, 1),
  ('USD', 'US$', 'US Dollar', 'US', 0.74, 2),
  ('EUR', '€', 'Euro', 'EU', 0.69, 3),
  ('GBP', '£', 'Pound Sterling', 'GB', 0.58, 4),
  ('HKD', 'HK$', 'Hong Kong Dollar', 'HK', 5.78, 5),
  ('MYR', 'RM', 'Malaysian Ringgit', 'MY', 3.32, 6),
  ('JPY', '¥', 'Japanese Yen', 'JP', 112, 7),
  ('AUD', 'A$', 'Australian Dollar', 'AU', 1.14, 8);

CREATE TABLE stores (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL,
  country_code TEXT NOT NULL UNIQUE,
  city TEXT NOT NULL,
  address TEXT NOT NULL
);
INSERT INTO stores (id, country, country_code, city, address) VALUES
  (1, 'Singapore', 'SG', 'Singapore', '391 Orchard Road, #12-01 Ngee Ann City Tower B'),
  (2, 'Malaysia', 'MY', 'Kuala Lumpur', '168 Jalan Bukit Bintang, Level 3'),
  (3, 'Hong Kong', 'HK', 'Hong Kong', '15 Queen''s Road Central, 9/F'),
  (4, 'Japan', 'JP', 'Tokyo', '5-2-1 Ginza, Chuo-ku, 7F'),
  (5, 'Australia', 'AU', 'Sydney', '188 Pitt Street, Level 4');

CREATE TABLE countries (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  phone_code TEXT NOT NULL
);
INSERT INTO countries (code, name, phone_code) VALUES
  ('SG', 'Singapore', '+65'), ('MY', 'Malaysia', '+60'), ('HK', 'Hong Kong', '+852'),
  ('JP', 'Japan', '+81'), ('AU', 'Australia', '+61'), ('ID', 'Indonesia', '+62'),
  ('TH', 'Thailand', '+66'), ('PH', 'Philippines', '+63'), ('VN', 'Vietnam', '+84'),
  ('TW', 'Taiwan', '+886'), ('KR', 'South Korea', '+82'), ('CN', 'China', '+86'),
  ('IN', 'India', '+91'), ('AE', 'United Arab Emirates', '+971'), ('GB', 'United Kingdom', '+44'),
  ('FR', 'France', '+33'), ('DE', 'Germany', '+49'), ('IT', 'Italy', '+39'),
  ('US', 'United States', '+1'), ('CA', 'Canada', '+1'), ('NZ', 'New Zealand', '+64');

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  tier INTEGER NOT NULL                 -- 1 top maisons .. 3 contemporary luxury; drives seed prices
);
INSERT INTO brands (id, name, slug, tier) VALUES
  (1, 'Hermès', 'hermes', 1), (2, 'Chanel', 'chanel', 1), (3, 'Dior', 'dior', 1),
  (4, 'Louis Vuitton', 'louis-vuitton', 1), (5, 'Rolex', 'rolex', 1), (6, 'Cartier', 'cartier', 1),
  (7, 'Gucci', 'gucci', 2), (8, 'Prada', 'prada', 2), (9, 'Saint Laurent', 'saint-laurent', 2),
  (10, 'Bottega Veneta', 'bottega-veneta', 2), (11, 'Celine', 'celine', 2), (12, 'Fendi', 'fendi', 2),
  (13, 'Loewe', 'loewe', 2), (14, 'Balenciaga', 'balenciaga', 2), (15, 'Goyard', 'goyard', 1),
  (16, 'Van Cleef & Arpels', 'van-cleef-arpels', 1), (17, 'Tiffany & Co.', 'tiffany-co', 2),
  (18, 'Bulgari', 'bulgari', 1), (19, 'Omega', 'omega', 2), (20, 'Patek Philippe', 'patek-philippe', 1),
  (21, 'Audemars Piguet', 'audemars-piguet', 1), (22, 'Valentino', 'valentino', 2),
  (23, 'Givenchy', 'givenchy', 2), (24, 'Burberry', 'burberry', 3), (25, 'Christian Louboutin', 'christian-louboutin', 2),
  (26, 'Miu Miu', 'miu-miu', 3), (27, 'Chloé', 'chloe', 3), (28, 'Tudor', 'tudor', 2);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL
);
INSERT INTO categories (id, name, sort_order) VALUES
  (1, 'Bags', 1), (2, 'Small Leather Goods', 2), (3, 'Accessories', 3), (4, 'Shoes', 4),
  (5, 'Jewelry', 5), (6, 'Ready To Wear', 6), (7, 'Watches', 7), (8, 'Home', 8);

-- Facets a category offers; the field with id 'color' drives the colour filter.
CREATE TABLE category_field_options (
  field_id TEXT NOT NULL,
  field_name TEXT NOT NULL,
  option_id TEXT NOT NULL,
  option_name TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (field_id, option_id)
);
INSERT INTO category_field_options (field_id, field_name, option_id, option_name, sort_order) VALUES
  ('color', 'Colour', 'black', 'Black', 1), ('color', 'Colour', 'white', 'White', 2),
  ('color', 'Colour', 'beige', 'Beige', 3), ('color', 'Colour', 'brown', 'Brown', 4),
  ('color', 'Colour', 'tan', 'Tan', 5), ('color', 'Colour', 'red', 'Red', 6),
  ('color', 'Colour', 'pink', 'Pink', 7), ('color', 'Colour', 'blue', 'Blue', 8),
  ('color', 'Colour', 'green', 'Green', 9), ('color', 'Colour', 'grey', 'Grey', 10),
  ('color', 'Colour', 'gold', 'Gold', 11), ('color', 'Colour', 'silver', 'Silver', 12),
  ('color', 'Colour', 'multicolour', 'Multicolour', 13),
  ('condition', 'Condition', 'Pristine', 'Pristine', 1), ('condition', 'Condition', 'Excellent', 'Excellent', 2),
  ('condition', 'Condition', 'Very Good', 'Very Good', 3), ('condition', 'Condition', 'Good', 'Good', 4),
  ('condition', 'Condition', 'Fair', 'Fair', 5);

CREATE TABLE price_ranges (
  id INTEGER PRIMARY KEY,
  label TEXT NOT NULL,
  min_sgd INTEGER NOT NULL,
  max_sgd INTEGER                        -- NULL: open-ended
);
INSERT INTO price_ranges (id, label, min_sgd, max_sgd) VALUES
  (1, 'Under S$1,000', 0, 1000), (2, 'S$1,000 – S$3,000', 1000, 3000),
  (3, 'S$3,000 – S$7,500', 3000, 7500), (4, 'S$7,500 – S$15,000', 7500, 15000),
  (5, 'S$15,000 – S$30,000', 15000, 30000), (6, 'Over S$30,000', 30000, NULL);

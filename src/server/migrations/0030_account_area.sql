-- Account area: the shopper's purchases, consignments and offers (issue 7).
-- Amounts are whole Singapore dollars (the API converts them with currencies.rate_from_sgd); times are unix seconds.
-- Items are kept as snapshots (brand, model, image, price at the time): catalog rows change, are sold
-- or regenerated, but a receipt must keep saying what was bought. inventory_id is a loose reference.
-- Deleting an account deletes its history with it (ON DELETE CASCADE): the shopper asked to be forgotten.

CREATE TABLE orders (
  id TEXT PRIMARY KEY,                              -- the order number the shopper sees, e.g. 'RLX-100231'
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled')),
  subtotal_sgd INTEGER NOT NULL CHECK (subtotal_sgd >= 0),
  delivery_fee_sgd INTEGER NOT NULL CHECK (delivery_fee_sgd >= 0),
  discount_sgd INTEGER NOT NULL DEFAULT 0 CHECK (discount_sgd >= 0),
  delivery_method TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  recipient TEXT NOT NULL,
  phone TEXT NOT NULL,
  address_line1 TEXT NOT NULL,
  address_line2 TEXT,
  city TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  country_code TEXT NOT NULL REFERENCES countries(code),
  carrier TEXT,
  tracking_number TEXT,
  placed_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL                       -- when the status last changed
);
-- The purchases list: one shopper's orders, newest first.
CREATE INDEX orders_by_user ON orders(user_id, placed_at DESC);

CREATE TABLE order_lines (
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  line_no INTEGER NOT NULL,
  inventory_id INTEGER,
  brand TEXT NOT NULL,
  model TEXT NOT NULL,
  condition TEXT,
  image_url TEXT NOT NULL,
  price_sgd INTEGER NOT NULL CHECK (price_sgd >= 0),
  PRIMARY KEY (order_id, line_no)
);

-- Each status an order reached, with when (the status timeline).
CREATE TABLE order_events (
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled')),
  at INTEGER NOT NULL,
  PRIMARY KEY (order_id, status)
);

CREATE TABLE consignments (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- Request status of the spec; the journey stage applies once approved and the piece reaches us.
  status TEXT NOT NULL CHECK (status IN ('requested', 'approved', 'rejected')),
  stage TEXT CHECK (stage IN ('received', 'authenticated', 'listed', 'sold', 'paid_out')),
  inventory_id INTEGER,                             -- the catalog listing once listed (loose reference)
  brand TEXT NOT NULL,
  model TEXT NOT NULL,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  condition TEXT NOT NULL,
  colour TEXT,
  description TEXT NOT NULL,
  inclusions TEXT NOT NULL DEFAULT '[]',            -- JSON array of strings
  image_url TEXT NOT NULL,
  asking_price_sgd INTEGER NOT NULL CHECK (asking_price_sgd > 0),
  listing_price_sgd INTEGER,                        -- agreed at approval
  sold_price_sgd INTEGER,
  commission_percent INTEGER NOT NULL CHECK (commission_percent BETWEEN 0 AND 100),
  rejection_reason TEXT,
  store_id INTEGER NOT NULL REFERENCES stores(id),  -- boutique the piece is handed in at
  submitted_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK (stage IS NULL OR status = 'approved'),
  CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL))
);
CREATE INDEX consignments_by_user ON consignments(user_id, submitted_at DESC);

CREATE TABLE consignment_events (
  consignment_id INTEGER NOT NULL REFERENCES consignments(id) ON DELETE CASCADE,
  step TEXT NOT NULL CHECK (step IN ('requested', 'approved', 'rejected', 'received', 'authenticated', 'listed', 'sold', 'paid_out')),
  at INTEGER NOT NULL,
  PRIMARY KEY (consignment_id, step)
);

-- Offers a shopper made on items that take a minimum offer.
CREATE TABLE offers (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  inventory_id INTEGER NOT NULL,                    -- loose reference, see the header
  brand TEXT NOT NULL,
  model TEXT NOT NULL,
  image_url TEXT NOT NULL,
  listed_price_sgd INTEGER NOT NULL,
  min_offer_price_sgd INTEGER NOT NULL,             -- min_offer_price_with_fee when the offer was made
  amount_sgd INTEGER NOT NULL CHECK (amount_sgd > 0),
  status TEXT NOT NULL CHECK (status IN ('requested', 'approved', 'rejected')),
  response_note TEXT,
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  expires_at INTEGER,                               -- an approved offer holds the price until then
  CHECK (amount_sgd >= min_offer_price_sgd),
  CHECK ((status = 'requested') = (decided_at IS NULL))
);
CREATE INDEX offers_by_user ON offers(user_id, created_at DESC);

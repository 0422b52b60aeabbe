-- Accounts: users, their social identities, one-time tokens, rate-limit counters and the mail outbox.

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,           -- AUTOINCREMENT: a deleted account's id is never handed out again
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,      -- stored trimmed and lower-cased
  full_name TEXT NOT NULL,
  mobile TEXT,                                    -- digits only
  phone_code TEXT,                                -- '+65'
  currency TEXT NOT NULL DEFAULT 'SGD' REFERENCES currencies(code),
  gender TEXT CHECK (gender IN ('M', 'W')),
  date_of_birth TEXT,                             -- YYYY-MM-DD
  newsletter INTEGER NOT NULL DEFAULT 0 CHECK (newsletter IN (0, 1)),
  password_hash TEXT,                             -- NULL for social-only accounts; format in accounts/passwords.ts
  activated_at INTEGER,                           -- unix seconds; NULL until the mailed link (or a verified provider email) proves the address
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- A Firebase user (subject = uid) signed in through a provider.
CREATE TABLE user_identities (
  provider TEXT NOT NULL CHECK (provider IN ('google', 'facebook', 'apple')),
  subject TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX user_identities_by_subject ON user_identities(subject);
CREATE INDEX user_identities_by_user ON user_identities(user_id);

-- Activation links, reset links and pending-account (resend) references. Only SHA-256 hashes are stored.
CREATE TABLE account_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('activation', 'reset', 'resend')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER                                 -- set once: activation and reset tokens are single-use
);
CREATE INDEX account_tokens_by_user ON account_tokens(user_id, purpose);

-- Fixed-window counters; bucket = rule name + SHA-256 of the account or client address (no raw personal data).
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  window_start INTEGER NOT NULL,                  -- unix seconds, a multiple of the rule's window
  hits INTEGER NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_limits_by_window ON rate_limits(window_start);

-- Messages the local mail adapter keeps; read by GET /dev/outbox outside production.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX mail_outbox_by_recipient ON mail_outbox(recipient, id);

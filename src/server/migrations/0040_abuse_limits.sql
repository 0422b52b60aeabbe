-- Abuse limits of the accounts area: failed-login slow-down and indexes for the housekeeping purge.

-- Growing delay after failed logins (accounts/login-throttle.ts). key = 'account:' or 'device:' + SHA-256
-- (no raw email or guest uuid). Every attempt is counted before the password is checked; a correct
-- password deletes the row.
CREATE TABLE login_throttle (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  blocked_until INTEGER NOT NULL,                 -- unix seconds; attempts before it are refused unchecked
  last_attempt_at INTEGER NOT NULL                -- failures older than the memory window are forgotten
);
CREATE INDEX login_throttle_by_last_attempt ON login_throttle(last_attempt_at);

-- The purge removes expired one-time tokens in bounded batches.
CREATE INDEX account_tokens_by_expiry ON account_tokens(expires_at);

-- The slow-down looks up whether a guest uuid (the shopper's device) has signed in to an account before.
CREATE INDEX sessions_by_user_guest ON sessions(user_id, guest_uuid);

/**
 * The database schema. Money columns hold integer micro-dollars. Tables are created if missing,
 * so opening an existing data folder is a no-op here; a later schema change adds a migration step
 * keyed on `meta.schema_version`.
 *
 * Detections keep their report and bookkeeping, never their text: the text lives in memory only
 * while the detector reads it.
 */
export const SCHEMA_VERSION = 1;

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', '${SCHEMA_VERSION}');

CREATE TABLE IF NOT EXISTS accounts (
  id TEXT PRIMARY KEY,
  email TEXT,
  balance_micros INTEGER NOT NULL,
  status TEXT NOT NULL,
  max_chars_per_run INTEGER NOT NULL,
  max_chars_per_check INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id),
  hash TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL,
  name TEXT,
  scopes TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);

CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id),
  hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS holds (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id),
  amount_micros INTEGER NOT NULL,
  subject TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  settled_at TEXT
);
CREATE INDEX IF NOT EXISTS holds_open ON holds (account_id, status);

CREATE TABLE IF NOT EXISTS ledger (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES accounts(id),
  kind TEXT NOT NULL,
  amount_micros INTEGER NOT NULL,
  balance_after_micros INTEGER NOT NULL,
  hold_id TEXT,
  run_id TEXT,
  detection_id TEXT,
  note TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS ledger_account ON ledger (account_id, seq);

CREATE TABLE IF NOT EXISTS runs (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES accounts(id),
  status TEXT NOT NULL,
  quality TEXT NOT NULL,
  word_count INTEGER NOT NULL,
  prose_word_count INTEGER NOT NULL,
  input_text TEXT,
  output_text TEXT,
  options TEXT NOT NULL,
  estimated_micros INTEGER NOT NULL,
  held_micros INTEGER NOT NULL,
  hold_id TEXT NOT NULL,
  work_micros INTEGER NOT NULL DEFAULT 0,
  charged_micros INTEGER NOT NULL DEFAULT 0,
  charge_exceeded_hold INTEGER NOT NULL DEFAULT 0,
  validation_passed INTEGER NOT NULL DEFAULT 0,
  reasons TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT,
  text_deleted_at TEXT
);
CREATE INDEX IF NOT EXISTS runs_account ON runs (account_id, seq);
CREATE INDEX IF NOT EXISTS runs_status ON runs (status);
CREATE INDEX IF NOT EXISTS runs_quality ON runs (quality, status, seq);

CREATE TABLE IF NOT EXISTS run_events (
  run_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  type TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (run_id, seq)
);

CREATE TABLE IF NOT EXISTS detections (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES accounts(id),
  status TEXT NOT NULL,
  words INTEGER NOT NULL,
  price_micros INTEGER NOT NULL,
  charged_micros INTEGER,
  hold_id TEXT NOT NULL,
  result TEXT,
  error TEXT,
  created_at TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  finished_at TEXT
);
CREATE INDEX IF NOT EXISTS detections_age ON detections (created_ms);
`;

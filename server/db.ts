// The class server's SQLite database (better-sqlite3: synchronous, so a statement has committed
// when it returns). Write-ahead logging, and synchronous=FULL so a committed answer survives the
// process being killed and the machine losing power: the server acknowledges only after that.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS sessions (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  secret_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  current_poll INTEGER
);
CREATE TABLE IF NOT EXISTS students (
  id INTEGER PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES sessions(id),
  student_id TEXT NOT NULL,
  joined_at INTEGER NOT NULL,
  UNIQUE (session_id, student_id)
);
CREATE TABLE IF NOT EXISTS polls (
  id INTEGER PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES sessions(id),
  seq INTEGER NOT NULL,
  source TEXT NOT NULL,
  question_json TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('number', 'choice')),
  unit TEXT NOT NULL,
  min REAL NOT NULL,
  max REAL NOT NULL,
  choices_json TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('open', 'closed', 'revealed')),
  result_json TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (session_id, seq)
);
CREATE TABLE IF NOT EXISTS answers (
  id INTEGER PRIMARY KEY,
  poll_id INTEGER NOT NULL REFERENCES polls(id),
  student INTEGER NOT NULL REFERENCES students(id),
  value_num REAL,
  value_choice TEXT,
  answered_at INTEGER NOT NULL,
  changes INTEGER NOT NULL DEFAULT 0,
  UNIQUE (poll_id, student)
);
-- Client message ids already applied: an answer resent after a reconnect is acknowledged, not applied twice.
CREATE TABLE IF NOT EXISTS answer_mids (
  student INTEGER NOT NULL REFERENCES students(id),
  mid TEXT NOT NULL,
  poll_id INTEGER NOT NULL,
  PRIMARY KEY (student, mid)
);
`;

export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  return db;
}

/** The database as it is, for reading only (the CLI's report): never created, never changed. */
export function openDbReadonly(path: string): Db {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}

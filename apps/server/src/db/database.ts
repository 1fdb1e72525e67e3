import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Each SQLite database's own connection, for the one check Kysely cannot make (below). */
const sqliteConnections = new WeakMap<object, SQLite.Database>();

/** Where the data lives: the SQLite file, or PostgreSQL when a URL is given. */
export interface DatabaseLocation {
  dbFile: string;
  databaseUrl?: string | undefined;
  databasePoolSize?: number;
}

/**
 * How SQLite syncs the WAL: FULL (the default, docs/decisions/022) syncs it at every commit, so
 * a save once answered survives a power loss or an operating system crash; NORMAL syncs only at
 * checkpoints and may lose the last commits then. The save bench opens both, side by side.
 */
export type SqliteSynchronous = 'FULL' | 'NORMAL';

/** Opens (creating when missing) the SQLite database file. */
export function openDatabase(file: string, synchronous: SqliteSynchronous = 'FULL'): Db {
  const sqlite = new SQLite(file);
  // WAL lets reads go on while a recompute writes; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${synchronous}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  sqliteConnections.set(db, sqlite);
  return db;
}

/**
 * On SQLite, a check (microseconds, no query through the pool) whether another connection (a
 * second process on the same file) committed since the last call: SQLite's data_version. Our
 * own connection's commits do not count; this instance knows of those itself. Undefined on
 * PostgreSQL, where notifications tell (data-change-listener.ts).
 */
export function changedElsewhereCheck(db: Db): (() => boolean) | undefined {
  const sqlite = sqliteConnections.get(db);
  if (!sqlite) return undefined;
  const statement = sqlite.prepare('PRAGMA data_version').pluck();
  let last = statement.get();
  // At most one look per millisecond: under load that is one per many requests, and a write by
  // another process still shows within a millisecond.
  let lookedAt = 0;
  return () => {
    const at = performance.now();
    if (!sqlite.open || at - lookedAt < 1) return false;
    lookedAt = at;
    const now = statement.get();
    if (now === last) return false;
    last = now;
    return true;
  };
}

/** A pool of connections to PostgreSQL (postgres://user@host:port/database). */
export function openPostgres(url: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that drops (a database restart) is taken out of the pool by pg; without
  // a listener its 'error' event would end the process.
  pool.on('error', () => undefined);
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
}

/** PostgreSQL when databaseUrl is set, else the SQLite file. */
export function connectDatabase(location: DatabaseLocation): Db {
  return location.databaseUrl
    ? openPostgres(location.databaseUrl, location.databasePoolSize)
    : openDatabase(location.dbFile);
}

export function isPostgres(db: Kysely<unknown> | Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

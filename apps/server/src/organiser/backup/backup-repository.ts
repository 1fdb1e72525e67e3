// The backed-up tables read and replaced row by row, as they are (names from BACKUP_TABLES,
// never from a request), and the migrations the database has run.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { insertRows } from '../../db/insert-rows';

export type BackupRow = Record<string, string | number | null>;

/** The migrations the database has run, in order (Kysely's own bookkeeping table). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

/** Every row of the table, in the given column order. */
export async function readTable(
  db: Db,
  name: string,
  orderBy: readonly string[],
): Promise<BackupRow[]> {
  // The generic table name defeats Kysely's per-table types: cast to one table.
  let query = db.selectFrom(name as 'club').selectAll();
  for (const column of orderBy) query = query.orderBy(column as 'id');
  return (await query.execute()) as unknown as BackupRow[];
}

export async function emptyTable(db: Db, name: string): Promise<void> {
  await db.deleteFrom(name as 'club').execute();
}

/** Inserts rows as they are, their ids included. */
export async function fillTable(db: Db, name: string, rows: readonly unknown[]): Promise<void> {
  await insertRows(db, name as 'club', rows as never[]);
}

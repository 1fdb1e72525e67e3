import type { Insertable } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

// SQLite allows 32,766 bound parameters per statement, PostgreSQL 65,535: stay under both.
const MAX_PARAMETERS = 30_000;

/** Inserts many rows in as few statements as the parameter limit allows (inside the caller's transaction). */
export async function insertRows<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columns = Math.max(1, Object.keys(first).length);
  const chunkSize = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let i = 0; i < rows.length; i += chunkSize) {
    // The generic table name defeats Kysely's per-table inference; the rows are typed above.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunkSize) as never)
      .execute();
  }
}

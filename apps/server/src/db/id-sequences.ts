import { sql } from 'kysely';
import type { Db } from './database';
import { isPostgres } from './database';

/**
 * After rows were inserted with explicit ids (the demo seed, a restore), moves every identity
 * sequence past the highest id, so the next insert without an id does not collide. SQLite
 * assigns max(id) + 1 by itself.
 */
export async function resetIdSequences(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  const { rows } = await sql<{ tableName: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'id' and is_identity = 'YES'
  `.execute(db);
  for (const { tableName } of rows) {
    await sql`
      select setval(
        pg_get_serial_sequence(${tableName}, 'id'),
        coalesce((select max(id) from ${sql.id(tableName)}), 0) + 1,
        false
      )
    `.execute(db);
  }
}

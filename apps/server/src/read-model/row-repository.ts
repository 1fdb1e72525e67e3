// What the organiser's repositories share: inserting a row for its id, finding a row by its
// name (case does not make a new one), and optimistic locking. A versioned row is changed or
// removed only while it still has the version the organiser's form was based on; a write in
// between raised it, and then nothing changes and the request answers 409 (conflict.ts).
// Inside the caller's transaction.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { conflict } from '../http/conflict';

// Kysely cannot infer a query over a union of tables: each helper below takes one of a few
// tables that all have the columns it uses, and casts to one of them.

/** The tables whose rows carry a version (migration 0004). */
export type VersionedTable =
  'season' | 'club' | 'speler' | 'wedstrijd' | 'deelnemer' | 'transferWindow';

/** The season row keeps two: one for its settings, one for the site's texts. */
type VersionColumn = 'version' | 'contentVersion';

type TableWithId = VersionedTable | 'team' | 'bekerRonde';

/** Inserts the row; its generated id. */
export async function insertRow<T extends TableWithId>(
  db: Db,
  table: T,
  row: Insertable<Database[T]>,
): Promise<number> {
  const inserted = await db
    .insertInto(table as 'club')
    .values(row as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * The id of a row whose name is `name` but for case: within the parent `within` (a club's
 * players, a team's participants) when given, other than row `exceptId`.
 */
export async function idOfName(
  db: Db,
  table: 'club' | 'team' | 'speler' | 'deelnemer',
  name: string,
  options: { within?: { column: 'clubId' | 'teamId'; id: number }; exceptId?: number } = {},
): Promise<number | undefined> {
  let query = db
    .selectFrom(table as 'speler')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  const { within, exceptId } = options;
  if (within) query = query.where(within.column as 'clubId', '=', within.id);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst())?.id;
}

/** Sets `values` on row `id` and raises its version, or 409 when the version is not `version`. */
export async function updateVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  id: number,
  version: number,
  values: Omit<Updateable<Database[T]>, VersionColumn>,
  column: VersionColumn = 'version',
): Promise<void> {
  const result = await db
    .updateTable(table as VersionedTable)
    .set({ ...values, [column]: version + 1 } as never)
    .where('id', '=', id)
    .where(column as 'version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw conflict();
}

/** Deletes row `id`, or 409 when its version is not `version`. */
export async function deleteVersioned(
  db: Db,
  table: VersionedTable,
  id: number,
  version: number,
): Promise<void> {
  const result = await db
    .deleteFrom(table)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw conflict();
}

// The messages' settings (migration 0021): one row for the site, absent until the organiser
// saves; until then the defaults of the contract apply.
import {
  DEADLINE_UREN_STANDAARD,
  type BerichtInstellingen,
  type BerichtInstellingenRequest,
} from '@clubelf/contract';
import type { Db } from '../db/database';
import { conflict, isUniqueViolation } from '../http/conflict';

export async function berichtInstellingen(db: Db): Promise<BerichtInstellingen> {
  const row = await db
    .selectFrom('berichtInstelling')
    .select(['deadlineUren', 'version'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return {
    version: row?.version ?? 1,
    deadlineUren: row?.deadlineUren ?? DEADLINE_UREN_STANDAARD,
  };
}

/** Saves on top of the version the organiser loaded; a 409 when another write came first. */
export async function saveBerichtInstellingen(
  db: Db,
  body: BerichtInstellingenRequest,
  now: Date,
): Promise<void> {
  const updatedAt = now.toISOString();
  const existing = await db
    .selectFrom('berichtInstelling')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!existing) {
    if (body.version !== 1) throw conflict();
    try {
      await db
        .insertInto('berichtInstelling')
        .values({ id: 1, deadlineUren: body.deadlineUren, version: 2, updatedAt })
        .execute();
    } catch (error) {
      // Another organiser's first save came first.
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
    return;
  }
  const result = await db
    .updateTable('berichtInstelling')
    .set({ deadlineUren: body.deadlineUren, version: body.version + 1, updatedAt })
    .where('id', '=', 1)
    .where('version', '=', body.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict();
}

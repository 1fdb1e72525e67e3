// Where a person's mail goes: the address of their account (they signed in with it), else the
// address of their participant entry of the season in play (what the organiser keeps).
import type { Db } from '../db/database';

export async function mailAddresses(
  db: Db,
  persoonIds: readonly number[],
): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  for (let i = 0; i < persoonIds.length; i += 500) {
    const slice = persoonIds.slice(i, i + 500);
    const entries = await db
      .selectFrom('deelnemer')
      .select(['persoonId', 'email'])
      .where('persoonId', 'in', slice)
      .where('email', 'is not', null)
      .where('email', '!=', '')
      .orderBy('id')
      .execute();
    for (const e of entries) {
      if (e.persoonId !== null && e.email && !found.has(e.persoonId)) {
        found.set(e.persoonId, e.email);
      }
    }
    const accounts = await db
      .selectFrom('persoonAccount')
      .select(['persoonId', 'email'])
      .where('persoonId', 'in', slice)
      .where('email', 'is not', null)
      .execute();
    for (const a of accounts) if (a.email) found.set(a.persoonId, a.email);
  }
  return found;
}

/** The person behind a participant of the season in play (null when none is known). */
export async function persoonIdOfDeelnemer(db: Db, deelnemerId: number): Promise<number | null> {
  const row = await db
    .selectFrom('deelnemer')
    .select('persoonId')
    .where('id', '=', deelnemerId)
    .executeTakeFirst();
  return row?.persoonId ?? null;
}

/** Per participant of the season in play, their person (those without one left out). */
export async function persoonIdsOfDeelnemers(db: Db): Promise<Map<number, number>> {
  const people = await db
    .selectFrom('deelnemer')
    .select(['id', 'persoonId'])
    .where('persoonId', 'is not', null)
    .execute();
  return new Map(people.map((p) => [p.id, p.persoonId!]));
}

export async function persoonExists(db: Db, persoonId: number): Promise<boolean> {
  const row = await db
    .selectFrom('persoon')
    .select('id')
    .where('id', '=', persoonId)
    .executeTakeFirst();
  return row !== undefined;
}

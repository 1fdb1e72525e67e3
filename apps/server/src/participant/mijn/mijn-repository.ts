// The signed-in person's teams in the current season: all the SQL of "mijn".
import type { Db } from '../../db/database';
import { isSet } from '../../db/flag';

export interface OwnDeelnemer {
  id: number;
  name: string;
  teamName: string;
}

export async function listOwnDeelnemers(db: Db, persoonId: number): Promise<OwnDeelnemer[]> {
  return db
    .selectFrom('deelnemer')
    .innerJoin('team', 'team.id', 'deelnemer.teamId')
    .select(['deelnemer.id', 'deelnemer.name', 'team.name as teamName'])
    .where('deelnemer.persoonId', '=', persoonId)
    .orderBy('deelnemer.id')
    .execute();
}

/** The person a participant of this season belongs to; undefined for no such participant. */
export async function persoonOfDeelnemer(
  db: Db,
  deelnemerId: number,
): Promise<number | null | undefined> {
  const row = await db
    .selectFrom('deelnemer')
    .select('persoonId')
    .where('id', '=', deelnemerId)
    .executeTakeFirst();
  return row === undefined ? undefined : row.persoonId;
}

/** The transfer window open now (the latest, should there be several), else undefined. */
export async function openTransferWindow(db: Db) {
  const row = await db
    .selectFrom('transferWindow')
    .select(['id', 'fromRound', 'isOpen'])
    .where('isOpen', '=', 1)
    .orderBy('fromRound', 'desc')
    .executeTakeFirst();
  return row && { id: row.id, fromRound: row.fromRound, isOpen: isSet(row.isOpen) };
}

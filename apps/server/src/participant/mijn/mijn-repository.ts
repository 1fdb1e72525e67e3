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

/** The first speelronde the participant counts in (1, or later for a late joiner). */
export async function startRondeOf(db: Db, deelnemerId: number): Promise<number> {
  const row = await db
    .selectFrom('deelnemer')
    .select('startRonde')
    .where('id', '=', deelnemerId)
    .executeTakeFirst();
  return row?.startRonde ?? 1;
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

export interface OwnAanmelding {
  id: number;
  teamnaam: string;
  status: string;
  notitie: string | null;
  createdAt: string;
  updatedAt: string;
  telefoon: string | null;
}

/**
 * The person's enrolments of the current season, newest first: the ones sent signed in, and
 * the ones sent from their account's address before they had signed in.
 */
export async function listOwnAanmeldingen(
  db: Db,
  persoonId: number,
  accountEmail: string | null,
): Promise<OwnAanmelding[]> {
  return db
    .selectFrom('aanmelding')
    .innerJoin('season', 'season.id', 'aanmelding.seasonId')
    .select([
      'aanmelding.id',
      'aanmelding.teamnaam',
      'aanmelding.status',
      'aanmelding.notitie',
      'aanmelding.createdAt',
      'aanmelding.updatedAt',
      'aanmelding.telefoon',
    ])
    .where('season.isCurrent', '=', 1)
    .where((eb) =>
      accountEmail === null
        ? eb('aanmelding.persoonId', '=', persoonId)
        : eb.or([
            eb('aanmelding.persoonId', '=', persoonId),
            eb(eb.fn('lower', ['aanmelding.email']), '=', accountEmail.toLowerCase()),
          ]),
    )
    .orderBy('aanmelding.createdAt', 'desc')
    .orderBy('aanmelding.id', 'desc')
    .execute();
}

/** The address the person signs in with, else the latest one a team of theirs was entered with. */
export async function knownEmail(db: Db, persoonId: number): Promise<string | null> {
  const account = await db
    .selectFrom('persoonAccount')
    .select('email')
    .where('persoonId', '=', persoonId)
    .executeTakeFirst();
  if (account?.email) return account.email;
  const deelnemer = await db
    .selectFrom('deelnemer')
    .select('email')
    .where('persoonId', '=', persoonId)
    .where('email', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return deelnemer?.email ?? null;
}

/** The address the person's account signs in with (null: only the organiser's links). */
export async function accountEmail(db: Db, persoonId: number): Promise<string | null> {
  const row = await db
    .selectFrom('persoonAccount')
    .select('email')
    .where('persoonId', '=', persoonId)
    .executeTakeFirst();
  return row?.email ?? null;
}

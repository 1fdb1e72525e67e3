// Enrolments (table aanmelding, migration 0010) and the enrolment settings on the season row.
import type { AanmeldingStatus } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { isSet } from '../../db/flag';

/** An enrolment as stored, its JSON columns read. */
export interface StoredAanmelding {
  id: number;
  seasonId: number;
  naam: string;
  teamnaam: string;
  email: string;
  telefoon: string | null;
  subcompetities: string[];
  spelerIds: number[];
  status: AanmeldingStatus;
  notitie: string | null;
  createdAt: string;
  updatedAt: string;
  deelnemerId: number | null;
  version: number;
  /** The signed-in person who sent it (migration 0018), else null. */
  persoonId: number | null;
}

export interface NewAanmelding {
  seasonId: number;
  naam: string;
  teamnaam: string;
  email: string;
  telefoon: string | null;
  subcompetities: string[];
  spelerIds: number[];
  referentieHash: string;
  createdAt: string;
  /** Sent signed in (POST /api/mijn/aanmeldingen): the person it is for. */
  persoonId?: number;
}

/** The current season's enrolment settings and whether it takes enrolments at all. */
export interface AanmeldingSeason {
  id: number;
  name: string;
  showAanmelding: boolean;
  isClosed: boolean;
  vanaf: string | null;
  tot: string | null;
  maxTeamsPerPersoon: number;
  /** New enrolments per hour for the whole site. */
  maxPerUur: number;
}

const COLUMNS = [
  'id',
  'seasonId',
  'naam',
  'teamnaam',
  'email',
  'telefoon',
  'subcompetities',
  'spelerIds',
  'status',
  'notitie',
  'createdAt',
  'updatedAt',
  'deelnemerId',
  'version',
  'persoonId',
] as const;

type Row = {
  [K in (typeof COLUMNS)[number]]: K extends 'subcompetities' | 'spelerIds'
    ? string
    : StoredAanmelding[K];
};

function read(row: Row): StoredAanmelding {
  return {
    ...row,
    status: row.status,
    subcompetities: JSON.parse(row.subcompetities) as string[],
    spelerIds: JSON.parse(row.spelerIds) as number[],
  };
}

export async function findAanmeldingSeason(db: Db): Promise<AanmeldingSeason | undefined> {
  const row = await db
    .selectFrom('season')
    .select([
      'id',
      'name',
      'showAanmelding',
      'closedAt',
      'aanmeldingVanaf',
      'aanmeldingTot',
      'aanmeldingMaxTeams',
      'aanmeldingMaxPerUur',
    ])
    .where('isCurrent', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    showAanmelding: isSet(row.showAanmelding),
    isClosed: row.closedAt !== null,
    vanaf: row.aanmeldingVanaf,
    tot: row.aanmeldingTot,
    maxTeamsPerPersoon: row.aanmeldingMaxTeams,
    maxPerUur: row.aanmeldingMaxPerUur,
  };
}

export async function updateAanmeldingSettings(
  db: Db,
  settings: {
    vanaf: string | null;
    tot: string | null;
    maxTeamsPerPersoon: number;
    maxPerUur?: number | undefined;
  },
): Promise<void> {
  await db
    .updateTable('season')
    .set({
      aanmeldingVanaf: settings.vanaf,
      aanmeldingTot: settings.tot,
      aanmeldingMaxTeams: settings.maxTeamsPerPersoon,
      ...(settings.maxPerUur === undefined ? {} : { aanmeldingMaxPerUur: settings.maxPerUur }),
    })
    .where('isCurrent', '=', 1)
    .execute();
}

/** Its id. */
export async function insertAanmelding(db: Db, row: NewAanmelding): Promise<number> {
  const inserted = await db
    .insertInto('aanmelding')
    .values({
      seasonId: row.seasonId,
      naam: row.naam,
      teamnaam: row.teamnaam,
      email: row.email,
      telefoon: row.telefoon,
      subcompetities: JSON.stringify(row.subcompetities),
      spelerIds: JSON.stringify(row.spelerIds),
      status: 'nieuw',
      notitie: null,
      referentieHash: row.referentieHash,
      createdAt: row.createdAt,
      updatedAt: row.createdAt,
      deelnemerId: null,
      persoonId: row.persoonId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Enrolments stored since `since` (an ISO timestamp), in any season: the hourly cap. */
export async function countAanmeldingenSince(db: Db, since: string): Promise<number> {
  const row = await db
    .selectFrom('aanmelding')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('createdAt', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findAanmeldingByHash(
  db: Db,
  referentieHash: string,
): Promise<StoredAanmelding | undefined> {
  const row = await db
    .selectFrom('aanmelding')
    .select(COLUMNS)
    .where('referentieHash', '=', referentieHash)
    .executeTakeFirst();
  return row && read(row as Row);
}

export async function findAanmelding(db: Db, id: number): Promise<StoredAanmelding | undefined> {
  const row = await db
    .selectFrom('aanmelding')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && read(row as Row);
}

/** The enrolments with these ids (those that exist), in any order. */
export async function findAanmeldingen(
  db: Db,
  ids: readonly number[],
): Promise<StoredAanmelding[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('aanmelding')
    .select(COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => read(r as Row));
}

/** The season's enrolments, newest first. */
export async function listAanmeldingen(db: Db, seasonId: number): Promise<StoredAanmelding[]> {
  const rows = await db
    .selectFrom('aanmelding')
    .select(COLUMNS)
    .where('seasonId', '=', seasonId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => read(r as Row));
}

/** The season's enrolments from this e-mail address (case aside) with one of the statuses. */
export async function aanmeldingenOfEmail(
  db: Db,
  seasonId: number,
  email: string,
  statuses: readonly AanmeldingStatus[],
): Promise<StoredAanmelding[]> {
  const rows = await db
    .selectFrom('aanmelding')
    .select(COLUMNS)
    .where('seasonId', '=', seasonId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('status', 'in', [...statuses])
    .execute();
  return rows.map((r) => read(r as Row));
}

/** Participants of the current season with this e-mail address (case aside). */
export async function countDeelnemersWithEmail(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom('deelnemer')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Sets the status (and note, and the participant it became); false when the version is not
 * `version` any more (another organiser decided first).
 */
export async function decideAanmelding(
  db: Db,
  id: number,
  version: number,
  change: { status: AanmeldingStatus; notitie: string | null; deelnemerId?: number },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('aanmelding')
    .set((eb) => ({
      status: change.status,
      notitie: change.notitie,
      ...(change.deelnemerId === undefined ? {} : { deelnemerId: change.deelnemerId }),
      updatedAt: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Refuses the enrolments in one statement while each is still `open`; how many it changed. The
 * caller has checked their versions under the season's lock (every decision holds it), and rolls
 * back when fewer changed than asked.
 */
export async function refuseAanmeldingen(
  db: Db,
  ids: readonly number[],
  open: readonly AanmeldingStatus[],
  notitie: string | null,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('aanmelding')
    .set((eb) => ({
      status: 'geweigerd',
      notitie,
      updatedAt: now,
      version: eb('version', '+', 1),
    }))
    .where('id', 'in', [...ids])
    .where('status', 'in', [...open])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Team names and subcompetitie names of the current season, for the form to offer. */
export async function teamAndSubcompetitieNames(
  db: Db,
): Promise<{ teams: string[]; subcompetities: string[] }> {
  const [teams, subs] = await Promise.all([
    db.selectFrom('team').select('name').execute(),
    db.selectFrom('deelnemerSubcompetitie').select('name').distinct().execute(),
  ]);
  return { teams: teams.map((t) => t.name), subcompetities: subs.map((s) => s.name) };
}

/** Whether each participant of team `teamnaam` named `naam` (case aside) has a selection. */
async function deelnemersNamed(
  db: Db,
  teamnaam: string,
  naam: string,
): Promise<{ id: number; heeftSelectie: boolean }[]> {
  const rows = await db
    .selectFrom('deelnemer')
    .innerJoin('team', 'team.id', 'deelnemer.teamId')
    .select((eb) => [
      'deelnemer.id',
      eb
        .exists(
          eb
            .selectFrom('selectieSpeler')
            .select('selectieSpeler.deelnemerId')
            .whereRef('selectieSpeler.deelnemerId', '=', 'deelnemer.id'),
        )
        .as('heeftSelectie'),
    ])
    .where((eb) => eb(eb.fn('lower', ['team.name']), '=', teamnaam.toLowerCase()))
    .where((eb) => eb(eb.fn('lower', ['deelnemer.name']), '=', naam.toLowerCase()))
    .orderBy('deelnemer.id')
    .execute();
  // SQLite answers EXISTS as 0/1, PostgreSQL as a boolean.
  return rows.map((r) => ({ id: r.id, heeftSelectie: Boolean(r.heeftSelectie) }));
}

/**
 * Whether team `teamnaam` already has a participant `naam` with a selection (case aside, as the
 * organiser API). One without (a new season's carried-over participant, issue 26) is no
 * obstacle: his enrolment, once accepted, gives him his 11 (deelnemerZonderSelectie).
 */
export async function deelnemerInTeam(db: Db, teamnaam: string, naam: string): Promise<boolean> {
  return (await deelnemersNamed(db, teamnaam, naam)).some((d) => d.heeftSelectie);
}

/** Participant `naam` of team `teamnaam` (case aside) who has no selection yet: his id. */
export async function deelnemerZonderSelectie(
  db: Db,
  teamnaam: string,
  naam: string,
): Promise<number | undefined> {
  return (await deelnemersNamed(db, teamnaam, naam)).find((d) => !d.heeftSelectie)?.id;
}

/** Every participant with a selection as "team\u0000name", lower case: the inbox checks many. */
export async function deelnemerTeamNames(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('deelnemer')
    .innerJoin('team', 'team.id', 'deelnemer.teamId')
    .select(['deelnemer.name', 'team.name as teamName'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('selectieSpeler')
          .select('selectieSpeler.deelnemerId')
          .whereRef('selectieSpeler.deelnemerId', '=', 'deelnemer.id'),
      ),
    )
    .execute();
  return new Set(rows.map((r) => teamNameKey(r.teamName, r.name)));
}

export const teamNameKey = (teamnaam: string, naam: string) =>
  `${teamnaam.toLowerCase()}\u0000${naam.toLowerCase()}`;

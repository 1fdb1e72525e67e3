// The seasons and what a closed season keeps: its frozen data on its row, its public answers
// (archived_view), where each participant ended (season_result) and who won each prize
// (season_prize). Closed seasons are written once, when they close (close-season.ts).
import type { Db } from '../../db/database';
import { isSet } from '../../db/flag';
import { insertRows } from '../../db/insert-rows';
import type { Answer } from '../answer';

export interface SeasonListing {
  id: number;
  name: string;
  roundCount: number;
  isCurrent: boolean;
  closedAt: string | null;
  closedEarly: boolean;
  /** Raised when a closed season's archive is rewritten (a name anonymised, issue 15). */
  updatedAt: string;
}

const listingColumns = [
  'id',
  'name',
  'roundCount',
  'isCurrent',
  'closedAt',
  'closedEarly',
  'updatedAt',
] as const;

function listingOf(row: {
  id: number;
  name: string;
  roundCount: number;
  isCurrent: number;
  closedAt: string | null;
  closedEarly: number;
  updatedAt: string;
}): SeasonListing {
  return { ...row, isCurrent: isSet(row.isCurrent), closedEarly: isSet(row.closedEarly) };
}

/** Every season, newest first. */
export async function listSeasons(db: Db): Promise<SeasonListing[]> {
  const rows = await db.selectFrom('season').select(listingColumns).orderBy('id', 'desc').execute();
  return rows.map(listingOf);
}

/** One season (read on every request under /api/seizoenen/{id}). */
export async function findSeasonListing(db: Db, id: number): Promise<SeasonListing | undefined> {
  const row = await db
    .selectFrom('season')
    .select(listingColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && listingOf(row);
}

/** The frozen data of a closed season (JSON of ArchivedSeason); undefined while it runs. */
export async function findArchive(db: Db, seasonId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('season')
    .select('archive')
    .where('id', '=', seasonId)
    .executeTakeFirst();
  return row?.archive ?? undefined;
}

export async function findArchivedView(
  db: Db,
  seasonId: number,
  key: string,
): Promise<Answer | undefined> {
  return db
    .selectFrom('archivedView')
    .select(['key', 'body', 'etag'])
    .where('seasonId', '=', seasonId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export interface SeasonResultRow {
  deelnemerId: number;
  persoonId: number;
  name: string;
  teamName: string;
  position: number | null;
  totalScore: number;
}

export interface SeasonPrizeRow {
  prize: string;
  sequence: number;
  winnerName: string;
  persoonId: number | null;
}

/** Marks the current season closed and stores what it keeps (inside the closing transaction). */
export async function storeClosedSeason(
  db: Db,
  seasonId: number,
  closed: {
    closedAt: string;
    closedEarly: boolean;
    archive: string;
    views: readonly Answer[];
    results: readonly SeasonResultRow[];
    prizes: readonly SeasonPrizeRow[];
  },
): Promise<void> {
  await db
    .updateTable('season')
    .set({
      closedAt: closed.closedAt,
      closedEarly: closed.closedEarly ? 1 : 0,
      archive: closed.archive,
      updatedAt: closed.closedAt,
    })
    .where('id', '=', seasonId)
    .execute();
  await replaceArchivedViews(db, seasonId, closed.views);
  await db.deleteFrom('seasonResult').where('seasonId', '=', seasonId).execute();
  await insertRows(
    db,
    'seasonResult',
    closed.results.map((r) => ({ seasonId, ...r })),
  );
  await db.deleteFrom('seasonPrize').where('seasonId', '=', seasonId).execute();
  await insertRows(
    db,
    'seasonPrize',
    closed.prizes.map((p) => ({ seasonId, ...p })),
  );
}

/** The stored answers of a closed season, replaced (closing, or rebuilt in a newer format). */
export async function replaceArchivedViews(
  db: Db,
  seasonId: number,
  views: readonly Answer[],
): Promise<void> {
  await db.deleteFrom('archivedView').where('seasonId', '=', seasonId).execute();
  await insertRows(
    db,
    'archivedView',
    views.map((v) => ({ seasonId, key: v.key, body: v.body, etag: v.etag })),
  );
}

/** The closed seasons whose stored answers are not of view format `format`. */
export async function seasonsWithArchivedFormat(
  db: Db,
  formatKey: string,
): Promise<{ id: number; format: string | null }[]> {
  const rows = await db
    .selectFrom('season')
    .leftJoin('archivedView', (join) =>
      join.onRef('archivedView.seasonId', '=', 'season.id').on('archivedView.key', '=', formatKey),
    )
    .select(['season.id', 'archivedView.body as format'])
    .where('season.archive', 'is not', null)
    .orderBy('season.id')
    .execute();
  return rows;
}

/** The prizes of every closed season, newest season first. */
export async function listPrizes(db: Db): Promise<(SeasonPrizeRow & { seasonId: number })[]> {
  return db
    .selectFrom('seasonPrize')
    .select(['seasonId', 'prize', 'sequence', 'winnerName', 'persoonId'])
    .orderBy('seasonId', 'desc')
    .orderBy('prize')
    .orderBy('sequence')
    .execute();
}

/** Every participant of every closed season. */
export async function listSeasonResults(
  db: Db,
): Promise<(SeasonResultRow & { seasonId: number })[]> {
  const rows = await db
    .selectFrom('seasonResult')
    .select(['seasonId', 'deelnemerId', 'persoonId', 'name', 'teamName', 'position', 'totalScore'])
    .orderBy('seasonId')
    .orderBy('deelnemerId')
    .execute();
  return rows.map((r) => ({ ...r, totalScore: Number(r.totalScore) }));
}

/** One person's entries in closed seasons, oldest first. */
export async function personResults(
  db: Db,
  persoonId: number,
): Promise<(SeasonResultRow & { seasonId: number; participantCount: number })[]> {
  const rows = await db
    .selectFrom('seasonResult as r')
    .select((eb) => [
      'r.seasonId',
      'r.deelnemerId',
      'r.persoonId',
      'r.name',
      'r.teamName',
      'r.position',
      'r.totalScore',
      eb
        .selectFrom('seasonResult as all')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('all.seasonId', '=', 'r.seasonId')
        .as('participantCount'),
    ])
    .where('r.persoonId', '=', persoonId)
    .orderBy('r.seasonId')
    .execute();
  return rows.map((r) => ({
    ...r,
    totalScore: Number(r.totalScore),
    participantCount: Number(r.participantCount ?? 0),
  }));
}

/** One person's prizes in closed seasons. */
export async function personPrizes(
  db: Db,
  persoonId: number,
): Promise<{ seasonId: number; prize: string }[]> {
  return db
    .selectFrom('seasonPrize')
    .select(['seasonId', 'prize'])
    .where('persoonId', '=', persoonId)
    .orderBy('seasonId')
    .execute();
}

export async function findPersoon(
  db: Db,
  persoonId: number,
): Promise<{ id: number; name: string } | undefined> {
  return db
    .selectFrom('persoon')
    .select(['id', 'name'])
    .where('id', '=', persoonId)
    .executeTakeFirst();
}

/** The person's entry in the current season, if they play in it. */
export async function currentEntryOf(
  db: Db,
  persoonId: number,
): Promise<{ deelnemerId: number; name: string } | undefined> {
  const row = await db
    .selectFrom('deelnemer')
    .select(['id', 'name'])
    .where('persoonId', '=', persoonId)
    .orderBy('id')
    .executeTakeFirst();
  return row && { deelnemerId: row.id, name: row.name };
}

/** Per participant of the current season, their person. */
export async function persoonIdsOfDeelnemers(db: Db): Promise<Map<number, number>> {
  const rows = await db.selectFrom('deelnemer').select(['id', 'persoonId']).execute();
  return new Map(rows.map((r) => [r.id, r.persoonId ?? r.id]));
}

export async function countCurrentDeelnemers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('deelnemer')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

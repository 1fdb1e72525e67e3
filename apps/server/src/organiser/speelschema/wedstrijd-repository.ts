import type { OrganiserWedstrijd } from '@clubelf/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { WedstrijdTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { deleteVersioned, insertRow, updateVersioned } from '../../read-model/row-repository';

export async function listWedstrijden(db: Db, onlyId?: number): Promise<OrganiserWedstrijd[]> {
  let query = db
    .selectFrom('wedstrijd')
    .innerJoin('club as home', 'home.id', 'wedstrijd.homeClubId')
    .innerJoin('club as away', 'away.id', 'wedstrijd.awayClubId')
    .select([
      'wedstrijd.id',
      'wedstrijd.round',
      'wedstrijd.homeClubId',
      'wedstrijd.awayClubId',
      'home.name as homeClub',
      'away.name as awayClub',
      'wedstrijd.kickoff',
      'wedstrijd.homeGoals',
      'wedstrijd.awayGoals',
      'wedstrijd.version',
    ]);
  let events = db
    .selectFrom('spelerEvents')
    .select((eb) => ['matchId', eb.fn.countAll<number | string>().as('n')])
    .groupBy('matchId');
  if (onlyId !== undefined) {
    query = query.where('wedstrijd.id', '=', onlyId);
    events = events.where('matchId', '=', onlyId);
  }
  const [rows, counts] = await Promise.all([
    query.orderBy('wedstrijd.round').orderBy('wedstrijd.kickoff').orderBy('wedstrijd.id').execute(),
    events.execute(),
  ]);
  const eventCount = new Map(counts.map((c) => [c.matchId, Number(c.n)]));
  return rows.map((r) => ({ ...r, eventCount: eventCount.get(r.id) ?? 0 }));
}

export async function getWedstrijd(db: Db, id: number): Promise<OrganiserWedstrijd> {
  const [wedstrijd] = await listWedstrijden(db, id);
  if (!wedstrijd) throw notFound(`Wedstrijd ${id} bestaat niet`);
  return wedstrijd;
}

/** The clubs that play a match in the speelronde (other than match `exceptId`). */
export async function clubsPlayingInRound(
  db: Db,
  round: number,
  exceptId?: number,
): Promise<Set<number>> {
  let others = db
    .selectFrom('wedstrijd')
    .select(['homeClubId', 'awayClubId'])
    .where('round', '=', round);
  if (exceptId !== undefined) others = others.where('id', '!=', exceptId);
  return new Set((await others.execute()).flatMap((w) => [w.homeClubId, w.awayClubId]));
}

/** Every match's version, by id. */
export async function wedstrijdVersions(db: Db): Promise<Map<number, number>> {
  const rows = await db.selectFrom('wedstrijd').select(['id', 'version']).execute();
  return new Map(rows.map((w) => [w.id, w.version]));
}

export type WedstrijdRow = Pick<
  Insertable<WedstrijdTable>,
  'round' | 'homeClubId' | 'awayClubId' | 'kickoff'
>;

/** Its id. */
export async function insertWedstrijd(db: Db, row: WedstrijdRow): Promise<number> {
  return insertRow(db, 'wedstrijd', row);
}

export async function updateWedstrijd(db: Db, id: number, version: number, row: WedstrijdRow) {
  await updateVersioned(db, 'wedstrijd', id, version, row);
}

/** The score (null, null: no result). */
export async function updateScore(
  db: Db,
  id: number,
  version: number,
  score: { homeGoals: number | null; awayGoals: number | null },
) {
  await updateVersioned(db, 'wedstrijd', id, version, {
    homeGoals: score.homeGoals,
    awayGoals: score.awayGoals,
  });
}

export async function deleteWedstrijd(db: Db, id: number, version: number) {
  await deleteVersioned(db, 'wedstrijd', id, version);
}

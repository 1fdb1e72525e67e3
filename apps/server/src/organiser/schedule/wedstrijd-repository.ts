import type { OrganiserWedstrijd } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';

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

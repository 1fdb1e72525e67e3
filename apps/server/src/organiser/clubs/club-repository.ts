// The league's clubs as the organiser sees them: with how many players and matches use them.
import type { OrganiserClub } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { byDutchName } from '../../read-model/answer-context';
import {
  deleteVersioned,
  idOfName,
  insertRow,
  updateVersioned,
} from '../../read-model/row-repository';

export async function listClubs(db: Db): Promise<OrganiserClub[]> {
  const [clubs, spelers, home, away] = await Promise.all([
    db.selectFrom('club').select(['id', 'name', 'version']).execute(),
    db
      .selectFrom('speler')
      .select((eb) => ['clubId', eb.fn.countAll<number | string>().as('n')])
      .groupBy('clubId')
      .execute(),
    db
      .selectFrom('wedstrijd')
      .select((eb) => ['homeClubId as clubId', eb.fn.countAll<number | string>().as('n')])
      .groupBy('homeClubId')
      .execute(),
    db
      .selectFrom('wedstrijd')
      .select((eb) => ['awayClubId as clubId', eb.fn.countAll<number | string>().as('n')])
      .groupBy('awayClubId')
      .execute(),
  ]);
  const counts = (rows: { clubId: number; n: number | string }[]) =>
    new Map(rows.map((r) => [r.clubId, Number(r.n)]));
  const spelerCount = counts(spelers);
  const homeCount = counts(home);
  const awayCount = counts(away);
  return clubs
    .map((c) => ({
      ...c,
      spelerCount: spelerCount.get(c.id) ?? 0,
      wedstrijdCount: (homeCount.get(c.id) ?? 0) + (awayCount.get(c.id) ?? 0),
    }))
    .sort((a, b) => byDutchName(a.name, b.name) || a.id - b.id);
}

export async function getClub(db: Db, id: number): Promise<OrganiserClub> {
  const club = (await listClubs(db)).find((c) => c.id === id);
  if (!club) throw notFound(`Club ${id} bestaat niet`);
  return club;
}

/** The names of those of these clubs that exist, by id. */
export async function clubNamesById(db: Db, ids: number[]): Promise<Map<number, string>> {
  const clubs = await db.selectFrom('club').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(clubs.map((c) => [c.id, c.name]));
}

/** True when another club has the name (case does not make a new club). */
export async function clubNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  return (await idOfName(db, 'club', name, { exceptId })) !== undefined;
}

/** Its id. */
export async function insertClub(db: Db, name: string): Promise<number> {
  return insertRow(db, 'club', { name });
}

export async function renameClub(db: Db, id: number, version: number, name: string) {
  await updateVersioned(db, 'club', id, version, { name });
}

export async function deleteClub(db: Db, id: number, version: number) {
  await deleteVersioned(db, 'club', id, version);
}

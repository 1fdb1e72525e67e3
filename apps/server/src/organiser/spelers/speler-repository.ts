// Players as the organiser sees them, and as the engine's rules take them.
import type { OrganiserSpeler } from '@clubelf/contract';
import type { Positie, Speler, SpelerStatus } from '@clubelf/engine';
import { POSITIES } from '@clubelf/engine';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { SpelerTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { byDutchName } from '../../read-model/answer-context';
import { currentSelectie, loadSelecties } from '../deelnemers/selectie-repository';
import {
  deleteVersioned,
  idOfName,
  insertRow,
  updateVersioned,
} from '../../read-model/row-repository';

/** Every player and club, for validateSelectie and validateTransfers. */
export async function loadSpelerPool(
  db: Db,
): Promise<{ spelers: Map<number, Speler>; clubNames: Map<number, string> }> {
  const [spelers, clubs] = await Promise.all([
    db
      .selectFrom('speler')
      .select([
        'id',
        'name',
        'clubId',
        'position',
        'status',
        'availableFromRound',
        'departedFromRound',
      ])
      .execute(),
    db.selectFrom('club').select(['id', 'name']).execute(),
  ]);
  return {
    spelers: new Map(
      spelers.map((s) => [
        s.id,
        { ...s, position: s.position as Positie, status: s.status as SpelerStatus },
      ]),
    ),
    clubNames: new Map(clubs.map((c) => [c.id, c.name])),
  };
}

export async function listSpelers(db: Db, onlyId?: number): Promise<OrganiserSpeler[]> {
  let query = db
    .selectFrom('speler')
    .innerJoin('club', 'club.id', 'speler.clubId')
    .select([
      'speler.id',
      'speler.name',
      'speler.clubId',
      'club.name as clubName',
      'speler.position',
      'speler.status',
      'speler.availableFromRound',
      'speler.departedFromRound',
      'speler.version',
    ]);
  let events = db
    .selectFrom('spelerEvents')
    .select((eb) => ['playerId', eb.fn.countAll<number | string>().as('n')])
    .groupBy('playerId');
  if (onlyId !== undefined) {
    query = query.where('speler.id', '=', onlyId);
    events = events.where('playerId', '=', onlyId);
  }
  const [rows, eventCounts, selecties] = await Promise.all([
    query.execute(),
    events.execute(),
    loadSelecties(db),
  ]);
  const wedstrijden = new Map(eventCounts.map((r) => [r.playerId, Number(r.n)]));
  const selected = new Map<number, number>();
  for (const selectie of selecties.values()) {
    for (const id of currentSelectie(selectie)) selected.set(id, (selected.get(id) ?? 0) + 1);
  }
  return rows
    .map((r) => ({
      ...r,
      position: r.position as Positie,
      status: r.status as SpelerStatus,
      selectedCount: selected.get(r.id) ?? 0,
      wedstrijdCount: wedstrijden.get(r.id) ?? 0,
    }))
    .sort(
      (a, b) =>
        byDutchName(a.clubName, b.clubName) ||
        POSITIES.indexOf(a.position) - POSITIES.indexOf(b.position) ||
        byDutchName(a.name, b.name) ||
        a.id - b.id,
    );
}

export async function getSpeler(db: Db, id: number): Promise<OrganiserSpeler> {
  const [speler] = await listSpelers(db, id);
  if (!speler) throw notFound(`Speler ${id} bestaat niet`);
  return speler;
}

/** How often the player is used in selections and transfers (blocks a position change). */
export async function selectieUses(db: Db, playerId: number): Promise<number> {
  const [slots, transfers] = await Promise.all([
    db
      .selectFrom('selectieSpeler')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('playerId', '=', playerId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('transfer')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where((eb) => eb.or([eb('playerOutId', '=', playerId), eb('playerInId', '=', playerId)]))
      .executeTakeFirstOrThrow(),
  ]);
  return Number(slots.n) + Number(transfers.n);
}

/** Name and club of those of these players that exist. */
export async function spelersByIds(
  db: Db,
  ids: number[],
): Promise<{ id: number; name: string; clubId: number }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('speler').select(['id', 'name', 'clubId']).where('id', 'in', ids).execute();
}

/** True when another player of the club has the name (case does not make a new player). */
export async function spelerNameTaken(
  db: Db,
  clubId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const within = { column: 'clubId' as const, id: clubId };
  return (await idOfName(db, 'speler', name, { within, exceptId })) !== undefined;
}

export type SpelerRow = Omit<Insertable<SpelerTable>, 'id' | 'version'>;

/** Its id. */
export async function insertSpeler(db: Db, row: SpelerRow): Promise<number> {
  return insertRow(db, 'speler', row);
}

export async function updateSpeler(db: Db, id: number, version: number, row: SpelerRow) {
  await updateVersioned(db, 'speler', id, version, row);
}

export async function deleteSpeler(db: Db, id: number, version: number) {
  await deleteVersioned(db, 'speler', id, version);
}

import type { Positie, Transfer } from '@clubelf/engine';
import type { Db } from '../db/database';

export async function findRoundCount(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('season')
    .select('roundCount')
    .where('isCurrent', '=', 1)
    .executeTakeFirst();
  return row?.roundCount;
}

export async function loadSelectie(
  db: Db,
  deelnemerId: number,
): Promise<{ initial: number[]; transfers: Transfer[] }> {
  const [slots, transfers] = await Promise.all([
    db
      .selectFrom('selectieSpeler')
      .select('playerId')
      .where('deelnemerId', '=', deelnemerId)
      .orderBy('slot')
      .execute(),
    db.selectFrom('transfer').selectAll().where('deelnemerId', '=', deelnemerId).execute(),
  ]);
  return { initial: slots.map((s) => s.playerId), transfers };
}

export interface SpelerRoundPoints {
  playerId: number;
  name: string;
  clubName: string;
  position: Positie;
  /** Null when he earned nothing that round (no row stored). */
  points: number | null;
  perEvent: string | null;
}

/** The players with their stored points of one speelronde. */
export async function loadSpelersRoundPoints(
  db: Db,
  playerIds: readonly number[],
  round: number,
): Promise<SpelerRoundPoints[]> {
  if (playerIds.length === 0) return [];
  const rows = await db
    .selectFrom('speler')
    .innerJoin('club', 'club.id', 'speler.clubId')
    .leftJoin('playerRoundPoints as p', (join) =>
      join.onRef('p.playerId', '=', 'speler.id').on('p.round', '=', round),
    )
    .select([
      'speler.id as playerId',
      'speler.name',
      'club.name as clubName',
      'speler.position',
      'p.points',
      'p.perEvent',
    ])
    .where('speler.id', 'in', [...playerIds])
    .execute();
  return rows.map((r) => ({ ...r, position: r.position as Positie }));
}

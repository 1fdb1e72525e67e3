// What the round message reads and keeps: whether every match of a round has its result, and
// per participant the position the round's last message told them (ronde_bericht_stand).
import type { Db } from '../db/database';
import { letIoIn } from '../lib/let-io-in';

/** True when the round has matches and every one of them has a result. */
export async function roundComplete(db: Db, round: number): Promise<boolean> {
  const row = await db
    .selectFrom('wedstrijd')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>('homeGoals').as('played'),
    ])
    .where('round', '=', round)
    .executeTakeFirstOrThrow();
  return Number(row.total) > 0 && Number(row.played) === Number(row.total);
}

/** Per participant, the position the round's message last told them. */
export async function toldPositions(
  db: Db,
  seasonId: number,
  round: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('rondeBerichtStand')
    .select(['deelnemerId', 'position'])
    .where('seasonId', '=', seasonId)
    .where('round', '=', round)
    .execute();
  return new Map(rows.map((r) => [r.deelnemerId, r.position]));
}

export async function saveToldPositions(
  db: Db,
  seasonId: number,
  round: number,
  changed: readonly { deelnemerId: number; position: number }[],
): Promise<void> {
  for (let i = 0; i < changed.length; i += 300) {
    // The reads waiting meanwhile are answered between slices (a correction can move thousands).
    if (i > 0) await letIoIn();
    await db
      .insertInto('rondeBerichtStand')
      .values(changed.slice(i, i + 300).map((c) => ({ seasonId, round, ...c })))
      .onConflict((oc) =>
        oc
          .columns(['seasonId', 'round', 'deelnemerId'])
          .doUpdateSet((eb) => ({ position: eb.ref('excluded.position') })),
      )
      .execute();
  }
}

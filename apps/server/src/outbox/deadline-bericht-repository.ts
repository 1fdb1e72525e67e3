// What the deadline reminder reads: per participant of the season in play with a person, their
// team and how many transfers they made in the window (counted from its speelronde).
import type { Db } from '../db/database';

export async function deelnemersWithTransfersUsed(db: Db, fromRound: number) {
  const [deelnemers, used] = await Promise.all([
    db
      .selectFrom('deelnemer')
      .innerJoin('team', 'team.id', 'deelnemer.teamId')
      .select(['deelnemer.id', 'deelnemer.persoonId', 'team.name as teamName'])
      .where('deelnemer.persoonId', 'is not', null)
      .orderBy('deelnemer.id')
      .execute(),
    db
      .selectFrom('transfer')
      .select(['deelnemerId', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('fromRound', '=', fromRound)
      .groupBy('deelnemerId')
      .execute(),
  ]);
  const usedBy = new Map(used.map((u) => [u.deelnemerId, Number(u.n)]));
  return deelnemers.map((d) => ({
    deelnemerId: d.id,
    persoonId: d.persoonId!,
    teamName: d.teamName,
    used: usedBy.get(d.id) ?? 0,
  }));
}

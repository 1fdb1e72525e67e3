// Participants as the organiser sees them: with team, subcompetities, e-mail and selection.
import type { OrganiserDeelnemer } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { groupBy } from '../../lib/group-by';
import { byDutchName } from '../../views/view-context';
import { currentSelectie, loadSelecties } from './selectie-repository';

export async function listDeelnemers(db: Db, onlyId?: number): Promise<OrganiserDeelnemer[]> {
  let query = db
    .selectFrom('deelnemer')
    .innerJoin('team', 'team.id', 'deelnemer.teamId')
    .select([
      'deelnemer.id',
      'deelnemer.name',
      'deelnemer.teamId',
      'team.name as teamName',
      'deelnemer.email',
      'deelnemer.version',
    ]);
  let subs = db.selectFrom('deelnemerSubcompetitie').select(['deelnemerId', 'name']);
  if (onlyId !== undefined) {
    query = query.where('deelnemer.id', '=', onlyId);
    subs = subs.where('deelnemerId', '=', onlyId);
  }
  const [rows, subRows, selecties] = await Promise.all([
    query.execute(),
    subs.orderBy('name').execute(),
    loadSelecties(db, onlyId),
  ]);
  const subsBy = groupBy(subRows, (s) => s.deelnemerId);
  return rows
    .map((r) => {
      const selectie = selecties.get(r.id) ?? { initial: [], transfers: [] };
      return {
        ...r,
        subcompetities: (subsBy.get(r.id) ?? []).map((s) => s.name),
        selectie: selectie.initial,
        currentSelectie: currentSelectie(selectie),
        transfers: selectie.transfers.map(({ id, playerOutId, playerInId, fromRound }) => ({
          id,
          playerOutId,
          playerInId,
          fromRound,
        })),
      };
    })
    .sort((a, b) => byDutchName(a.name, b.name) || a.id - b.id);
}

export async function getDeelnemer(db: Db, id: number): Promise<OrganiserDeelnemer> {
  const [deelnemer] = await listDeelnemers(db, id);
  if (!deelnemer) throw notFound(`Deelnemer ${id} bestaat niet`);
  return deelnemer;
}

export async function listTeams(db: Db) {
  const rows = await db
    .selectFrom('team')
    .leftJoin('deelnemer', 'deelnemer.teamId', 'team.id')
    .select((eb) => ['team.id', 'team.name', eb.fn.count<number | string>('deelnemer.id').as('n')])
    .groupBy(['team.id', 'team.name'])
    .execute();
  return rows
    .map((r) => ({ id: r.id, name: r.name, deelnemerCount: Number(r.n) }))
    .sort((a, b) => byDutchName(a.name, b.name) || a.id - b.id);
}

/** Cup rounds (of a kind) whose draw names the entrant, by name. */
export async function drawsNaming(
  db: Db,
  kind: 'beker' | 'teambeker',
  entrantId: number,
): Promise<string[]> {
  const [rondes, duels] = await Promise.all([
    db.selectFrom('bekerRonde').select(['id', 'name', 'byes']).where('kind', '=', kind).execute(),
    db
      .selectFrom('bekerDuel')
      .innerJoin('bekerRonde', 'bekerRonde.id', 'bekerDuel.bekerRondeId')
      .select('bekerDuel.bekerRondeId')
      .where('bekerRonde.kind', '=', kind)
      .where((eb) =>
        eb.or([eb('bekerDuel.firstId', '=', entrantId), eb('bekerDuel.secondId', '=', entrantId)]),
      )
      .execute(),
  ]);
  const inDuel = new Set(duels.map((d) => d.bekerRondeId));
  return rondes
    .filter((r) => inDuel.has(r.id) || (JSON.parse(r.byes) as number[]).includes(entrantId))
    .map((r) => r.name);
}

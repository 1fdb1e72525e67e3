import type { Db } from '../../../db/database';
import { insertRows } from '../../../db/insert-rows';
import type { AuditNote } from '../../organiser-write';
import type { ImportContext } from '../import-context';
import { nameKey } from '../name-key';
import type { DeelnemersPlan } from './deelnemers-check';

/** Each participant with a team (made when new), subcompetities and initial selection. */
export async function writeDeelnemers(
  trx: Db,
  plan: DeelnemersPlan,
  ctx: ImportContext,
): Promise<AuditNote> {
  const teamIds = new Map(ctx.input.teams.map((t) => [nameKey(t.name), t.id]));
  const newTeams: string[] = [];
  for (const d of plan.deelnemers) {
    let teamId = teamIds.get(nameKey(d.teamName));
    if (teamId === undefined) {
      teamId = (
        await trx
          .insertInto('team')
          .values({ name: d.teamName })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      teamIds.set(nameKey(d.teamName), teamId);
      newTeams.push(d.teamName);
    }
    const { id } = await trx
      .insertInto('deelnemer')
      .values({ name: d.name, teamId, email: d.email })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertRows(
      trx,
      'deelnemerSubcompetitie',
      d.subcompetities.map((name) => ({ deelnemerId: id, name })),
    );
    await insertRows(
      trx,
      'selectieSpeler',
      d.playerIds.map((playerId, slot) => ({ deelnemerId: id, slot, playerId })),
    );
  }
  const teams = newTeams.length > 0 ? ` en ${newTeams.length} nieuw(e) team(s)` : '';
  return {
    action: 'import.deelnemers',
    summary: `Import: ${plan.deelnemers.length} deelnemer(s)${teams} toegevoegd`,
    details: {
      deelnemers: plan.deelnemers.map((d) => d.name),
      withSelectie: plan.deelnemers.filter((d) => d.playerIds.length > 0).length,
      newTeams,
    },
  };
}

import type { Db } from '../../../db/database';
import { createDeelnemer } from '../../deelnemers/deelnemer-service';
import { setStartRonde } from '../../deelnemers/deelnemer-repository';
import { saveSelectie } from '../../deelnemers/selectie-service';
import { firstRoundNotBegun } from '../../deelnemers/start-ronde';
import type { AuditNote } from '../../organiser-write';
import type { ImportContext } from '../import-context';
import { nameKey } from '../name-key';
import type { DeelnemersPlan } from './deelnemers-check';

/**
 * Through the dashboard's own participant and selection services, so an imported participant
 * is held to the same rules as one entered by hand (inside the import's transaction).
 */
export async function writeDeelnemers(
  trx: Db,
  plan: DeelnemersPlan,
  ctx: ImportContext,
): Promise<AuditNote> {
  const knownTeams = new Set(ctx.input.teams.map((t) => nameKey(t.name)));
  const newTeams = new Map<string, string>();
  // Imported while the season is under way: everyone counts from the first round not yet begun
  // (issue 26); an earlier or later round is the participant form's.
  const startRonde = await firstRoundNotBegun(trx, ctx.input.roundCount);
  for (const { playerIds, ...input } of plan.deelnemers) {
    const id = await createDeelnemer(trx, input);
    if (startRonde > 1) await setStartRonde(trx, id, startRonde);
    if (playerIds.length > 0) {
      // Never refuses here, so its problems never name its own field (playerIds) for a file:
      // checkDeelnemers held these 11 to the same rules (validateSelectie, speelronde 1, nothing
      // kept, no transfers) against ctx, which was loaded in this transaction from the same
      // speler, club and season rows that saveSelectie reads again, and the writes before this
      // one (participants, teams, selections) change none of them; a selection's rules do not
      // depend on other participants. A refusal of a row's 11 is the check's, under its column.
      await saveSelectie(trx, ctx.input.settings, id, playerIds, { initial: [], transfers: [] });
    }
    if (!knownTeams.has(nameKey(input.teamName)))
      newTeams.set(nameKey(input.teamName), input.teamName);
  }
  const teams = newTeams.size > 0 ? ` en ${newTeams.size} nieuw(e) team(s)` : '';
  return {
    action: 'import.deelnemers',
    summary: `Import: ${plan.deelnemers.length} deelnemer(s)${teams} toegevoegd`,
    details: {
      deelnemers: plan.deelnemers.map((d) => d.name),
      withSelectie: plan.deelnemers.filter((d) => d.playerIds.length > 0).length,
      newTeams: [...newTeams.values()],
      startRonde,
    },
  };
}

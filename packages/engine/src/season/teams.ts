// Teamcompetitie and the team scores the teambeker needs.
import type { TeamRow } from '../results';
import { rankShared } from '../ranking';
import type { Deelnemer } from '../types';
import type { SeasonContext } from './context';

export interface TeamGroup {
  teamId: number;
  teamName: string;
  /** Global participant indices. */
  members: number[];
}

export function teamGroups(ctx: SeasonContext): Map<number, TeamGroup> {
  const groups = new Map<number, TeamGroup>();
  for (const team of ctx.input.teams)
    groups.set(team.id, { teamId: team.id, teamName: team.name, members: [] });
  for (let d = 0; d < ctx.deelnemers.length; d++) {
    const teamId = (ctx.deelnemers[d] as Deelnemer).teamId;
    let group = groups.get(teamId);
    if (group === undefined) {
      group = { teamId, teamName: ctx.teamNames[d] as string, members: [] };
      groups.set(teamId, group);
    }
    group.members.push(d);
  }
  return groups;
}

export function computeTeamcompetitie(
  ctx: SeasonContext,
  groups: Map<number, TeamGroup>,
  totals: Float64Array,
): TeamRow[] {
  const minimum = Math.max(1, ctx.input.settings.teamMinDeelnemers);
  const rows = [...groups.values()]
    .filter((group) => group.members.length >= minimum)
    .map((group) => {
      let totalScore = 0;
      for (const d of group.members) totalScore += totals[d] as number;
      return {
        teamId: group.teamId,
        teamName: group.teamName,
        deelnemerCount: group.members.length,
        totalScore,
        averageScore: totalScore / group.members.length,
      };
    });
  return rankShared(
    rows,
    [{ value: (row) => row.averageScore, order: 'desc' }],
    (row) => row.teamName,
    (row) => row.teamId,
  ).map(({ position, row }): TeamRow => ({
    position,
    teamId: row.teamId,
    teamName: row.teamName,
    deelnemerCount: row.deelnemerCount,
    totalScore: row.totalScore,
    averageScore: row.averageScore,
  }));
}

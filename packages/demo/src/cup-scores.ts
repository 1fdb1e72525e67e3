// The scores a cup duel is decided on, taken from the engine's round scores: a participant's
// round score and total up to that round, or a team's average of those over its participants.
import { computeSeason } from '@clubelf/engine';
import type { BekerKind, BekerScoreOf, SeasonInput, SeasonResult } from '@clubelf/engine';

export interface CupScores {
  scoreOf: Record<BekerKind, BekerScoreOf>;
  totalOf: Record<BekerKind, BekerScoreOf>;
  isPlayed: (speelronde: number) => boolean;
}

/** One engine run over the whole season (cups left out: they do not change any round score). */
export function cupScores(season: SeasonInput): CupScores {
  const result = computeSeason({ ...season, bekerRondes: [] });
  const played = new Set(result.rondes.filter((r) => r.state === 'gespeeld').map((r) => r.round));
  const roundScore: BekerScoreOf = (id, round) => result.roundScores.get(id)?.[round - 1] ?? 0;
  const totalUpTo: BekerScoreOf = (id, round) => {
    const scores = result.roundScores.get(id);
    let sum = 0;
    for (let r = 0; scores && r < Math.min(round, scores.length); r++) sum += scores[r] as number;
    return sum;
  };
  const teams = teamAverages(season, result.roundScores);
  return {
    scoreOf: {
      beker: roundScore,
      teambeker: (teamId, round) => teams.get(teamId)?.scores[round - 1] ?? 0,
    },
    totalOf: {
      beker: totalUpTo,
      teambeker: (teamId, round) => teams.get(teamId)?.totals[round - 1] ?? 0,
    },
    isPlayed: (speelronde) => played.has(speelronde),
  };
}

interface TeamAverages {
  /** Per round: the average round score of the team's participants. */
  scores: Float64Array;
  /** Per round: the average total up to and including that round. */
  totals: Float64Array;
}

/** Computed once per team, so the cup's many duels are lookups (100,000 participants). */
function teamAverages(
  season: SeasonInput,
  roundScores: Pick<SeasonResult['roundScores'], 'get'>,
): Map<number, TeamAverages> {
  const R = season.roundCount;
  const teams = new Map<number, TeamAverages & { members: number }>();
  for (const d of season.deelnemers) {
    let team = teams.get(d.teamId);
    if (!team) {
      team = { scores: new Float64Array(R), totals: new Float64Array(R), members: 0 };
      teams.set(d.teamId, team);
    }
    team.members++;
    const scores = roundScores.get(d.id);
    let total = 0;
    for (let r = 0; r < R; r++) {
      const score = scores?.[r] ?? 0;
      total += score;
      team.scores[r] = (team.scores[r] as number) + score;
      team.totals[r] = (team.totals[r] as number) + total;
    }
  }
  for (const team of teams.values()) {
    for (let r = 0; r < R; r++) {
      team.scores[r] = (team.scores[r] as number) / team.members;
      team.totals[r] = (team.totals[r] as number) / team.members;
    }
  }
  return teams;
}

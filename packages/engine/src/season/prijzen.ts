// Fair play cup and highscore cup.
import type { FairplayRow, HighscoreRow } from '../results';
import type { SeasonContext } from './context';
import { rankGroup, rankGroupByKeys } from './ranked';

/** Fewest card points first; equal card points by higher total (shared only when both are equal). */
export function computeFairplaycup(
  ctx: SeasonContext,
  cardPoints: Float64Array,
  totals: Float64Array,
): FairplayRow[] {
  const ranked = rankGroupByKeys(ctx.byName, [
    { values: cardPoints, order: 'asc' },
    { values: totals, order: 'desc' },
  ]);
  const rows: FairplayRow[] = new Array(ranked.order.length);
  for (let i = 0; i < rows.length; i++) {
    const d = ranked.order[i] as number;
    rows[i] = {
      position: ranked.positions[d] as number,
      deelnemerId: ctx.deelnemerIds[d] as number,
      name: ctx.names[d] as string,
      teamName: ctx.teamNames[d] as string,
      cardPoints: cardPoints[d] as number,
      totalScore: totals[d] as number,
    };
  }
  return rows;
}

/**
 * Best single round score (its earliest round); empty until a round has results. Only rounds a
 * participant played count: a late joiner's missed rounds are not his (`starts`, 0-based); one
 * who has played no round yet has 0 in his start round.
 */
export function computeHighscorecup(
  ctx: SeasonContext,
  scores: Float64Array,
  lastRound: number,
  starts: Int32Array = new Int32Array(ctx.deelnemers.length),
): HighscoreRow[] {
  if (lastRound === 0) return [];
  const D = ctx.deelnemers.length;
  // Round by round (contiguous); a strictly higher score moves the round, so the earliest stays.
  const best = new Float64Array(D);
  const bestRound = new Int32Array(D);
  for (let d = 0; d < D; d++) {
    const start = starts[d] as number;
    best[d] = start === 0 ? (scores[d] as number) : -Infinity;
    bestRound[d] = start + 1;
  }
  for (let r = 1; r < lastRound; r++) {
    const base = r * D;
    for (let d = 0; d < D; d++) {
      if ((starts[d] as number) > r) continue;
      const score = scores[base + d] as number;
      if (score > (best[d] as number)) {
        best[d] = score;
        bestRound[d] = r + 1;
      }
    }
  }
  for (let d = 0; d < D; d++) if (best[d] === -Infinity) best[d] = 0;
  const ranked = rankGroup(ctx.byName, best);
  const rows: HighscoreRow[] = new Array(D);
  for (let i = 0; i < D; i++) {
    const d = ranked.order[i] as number;
    rows[i] = {
      position: ranked.positions[d] as number,
      deelnemerId: ctx.deelnemerIds[d] as number,
      name: ctx.names[d] as string,
      teamName: ctx.teamNames[d] as string,
      score: best[d] as number,
      round: bestRound[d] as number,
    };
  }
  return rows;
}

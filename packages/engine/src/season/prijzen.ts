// Fair play cup and highscore cup.
import { CompactStanding } from '../compact-standing';
import type { FairplayStanding, HighscoreStanding } from '../compact-standing';
import type { SeasonContext } from './context';
import { rankGroup, rankGroupByKeys } from './ranked';

/** Fewest card points first; equal card points by higher total (shared only when both are equal). */
export function computeFairplaycup(
  ctx: SeasonContext,
  cardPoints: Float64Array,
  totals: Float64Array,
): FairplayStanding {
  const ranked = rankGroupByKeys(ctx.byName, [
    { values: cardPoints, order: 'asc' },
    { values: totals, order: 'desc' },
  ]);
  // The totals are a view of the engine's round array, which the result does not keep.
  return new CompactStanding(
    {
      kind: 'fairplay',
      order: ranked.order,
      byRow: false,
      position: ranked.positions,
      score: cardPoints,
      total: totals.slice(),
      previous: null,
      round: null,
    },
    ctx.people,
  );
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
): HighscoreStanding {
  if (lastRound === 0)
    return new CompactStanding(
      {
        kind: 'highscore',
        order: new Int32Array(0),
        byRow: true,
        position: new Int32Array(0),
        score: new Float64Array(0),
        total: null,
        previous: null,
        round: new Int32Array(0),
      },
      ctx.people,
    );
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
  return new CompactStanding(
    {
      kind: 'highscore',
      order: ranked.order,
      byRow: false,
      position: ranked.positions,
      score: best,
      total: null,
      previous: null,
      round: bestRound,
    },
    ctx.people,
  );
}

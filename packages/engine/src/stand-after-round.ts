// The tussenstand as it stood after an earlier speelronde, read from what computeSeason already
// gives: every participant's position after every round (positionsPerRound) and round scores.
// Nothing is ranked again: the positions are the ones the engine ranked, the totals the running
// sums of the round scores, added in the order the engine adds them, and rows sharing a position
// are in the engine's name order (Dutch name, then id). So the bulletin of round 12 and the
// picture of round 12 show the tussenstand the site showed when round 12 was the last one played.
import type { TussenstandStanding } from './compact-standing';
import { compareNames } from './name-order';
import type { SeasonResult, TussenstandRow } from './results';

export type StandSource = Pick<
  SeasonResult,
  'lastRoundWithResults' | 'tussenstand' | 'positionsPerRound' | 'roundScores'
>;

/**
 * The tussenstand after `round` (1..lastRoundWithResults; the last one, or 0 before any result,
 * is the tussenstand itself), best first, holding the rows at position `maxPosition` or better:
 * with shared positions that can be more than `maxPosition` rows.
 */
export function standAfterRound(
  result: StandSource,
  round: number,
  maxPosition = Number.POSITIVE_INFINITY,
): TussenstandRow[] {
  const last = result.lastRoundWithResults;
  if (round === last) return rowsUpTo(result.tussenstand, maxPosition);
  if (!Number.isInteger(round) || round < 1 || round > last) {
    throw new RangeError(
      `Speelronde ${round} heeft geen stand: alleen 1 tot en met ${last} zijn gerekend.`,
    );
  }
  const rows: TussenstandRow[] = [];
  // Every participant is in the tussenstand, with the name and team the engine used.
  const standing = result.tussenstand;
  for (let i = 0; i < standing.length; i++) {
    // The row is made only for those it holds.
    const at = result.positionsPerRound.at(standing.deelnemerIdAt(i), round) ?? 0;
    if (at < 1 || at > maxPosition) continue;
    const row = standing.at(i) as TussenstandRow;
    const positions = result.positionsPerRound.get(row.deelnemerId) ?? [];
    const position = positions[round - 1] ?? 0;
    const scores = result.roundScores.get(row.deelnemerId) ?? [];
    let totalScore = 0;
    for (let r = 0; r < round; r++) totalScore += scores[r] ?? 0;
    const previousPosition = round > 1 ? (positions[round - 2] ?? 0) : null;
    rows.push({
      position,
      deelnemerId: row.deelnemerId,
      name: row.name,
      teamName: row.teamName,
      totalScore,
      roundScore: scores[round - 1] ?? 0,
      previousPosition,
      positionChange: previousPosition === null ? null : previousPosition - position,
    });
  }
  return rows.sort(
    (a, b) =>
      a.position - b.position || compareNames(a.name, b.name) || a.deelnemerId - b.deelnemerId,
  );
}

/** The leading rows of a standing ordered by position (only those rows made). */
function rowsUpTo(rows: TussenstandStanding, maxPosition: number): TussenstandRow[] {
  let end = 0;
  while (end < rows.length && rows.positionAt(end) <= maxPosition) end++;
  return rows.slice(0, end);
}

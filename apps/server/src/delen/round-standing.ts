// The top of the tussenstand after one speelronde, read from the engine's result: its positions
// after every round (positionsPerRound) and its round scores. Nothing is ranked here: the
// positions are the engine's; rows sharing a position are listed as the engine lists them (by
// Dutch name, then id). After the last round with results it is the served tussenstand itself.
import { compareNames } from '@clubelf/engine';
import type { RondeWinnaar } from '@clubelf/contract';
import type { SeasonResult, TussenstandRow } from '@clubelf/engine';

/** The rows of the standing after `round` whose index is below `count`, best first. */
export function standingTop(result: SeasonResult, round: number, count: number): TussenstandRow[] {
  if (round === result.lastRoundWithResults) return result.tussenstand.slice(0, count);
  const rows: TussenstandRow[] = [];
  for (const row of result.tussenstand) {
    const positions = result.positionsPerRound.get(row.deelnemerId) ?? [];
    const position = positions[round - 1] ?? 0;
    // Shared positions: position <= count holds at least `count` rows, and only those are needed.
    if (position < 1 || position > count) continue;
    const scores = result.roundScores.get(row.deelnemerId) ?? [];
    let totalScore = 0;
    // The engine's totals are these sums, added round by round in the same order.
    for (let r = 0; r < round; r++) totalScore += scores[r] ?? 0;
    const previousPosition = round > 1 ? (positions[round - 2] ?? null) : null;
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
  rows.sort(
    (a, b) =>
      a.position - b.position || compareNames(a.name, b.name) || a.deelnemerId - b.deelnemerId,
  );
  return rows.slice(0, count);
}

/**
 * Who scored most in `round` (none when nobody scored), in the order of the current standing as
 * the tussenstand's own round winners are (standen/ronde-status.ts).
 */
export function roundWinners(result: SeasonResult, round: number): RondeWinnaar[] {
  const scoreOf = (id: number) => result.roundScores.get(id)?.[round - 1] ?? 0;
  let best = 0;
  for (const row of result.tussenstand) best = Math.max(best, scoreOf(row.deelnemerId));
  if (best <= 0) return [];
  return result.tussenstand
    .filter((row) => scoreOf(row.deelnemerId) === best)
    .map(({ deelnemerId, name, teamName }) => ({ deelnemerId, name, teamName, score: best }));
}

// Who won a speelronde, read from the engine's round scores. The standing after a round is the
// engine's own (standAfterRound, from its per-round positions); nothing is ranked here.
import type { RondeWinnaar } from '@clubelf/contract';
import type { SeasonResult } from '@clubelf/engine';

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

// How far a standing's speelronde is played, and who leads it: every standing answer carries
// this so the site can say "speelronde 21 bezig, 1 van 9 gespeeld" and mark the standing
// provisional rather than present a half-played round as finished.
import type { RondeStatus, RondeWinnaar } from '@clubelf/contract';
import type { SeasonResult, TussenstandStanding } from '@clubelf/engine';

/** The engine's status of `round`; round 0 (nothing played yet): gepland, 0 van 0. */
export function rondeStatusOf(result: Pick<SeasonResult, 'rondes'>, round: number): RondeStatus {
  const status = round >= 1 ? result.rondes[round - 1] : undefined;
  if (!status) return { round: Math.max(0, round), state: 'gepland', gespeeld: 0, totaal: 0 };
  return {
    round: status.round,
    state: status.state,
    gespeeld: status.gespeeld,
    totaal: status.totaal,
  };
}

/**
 * The participants with the best score of the standing's round (`roundScore`, the engine's);
 * none before the first round or while nobody scored a point in it, so a round that has only
 * just begun does not crown the whole field.
 */
export function rondeWinnaarsOf(rows: TussenstandStanding): RondeWinnaar[] {
  // The round scores read without making the rows; only the winners' rows are made.
  const { order, byRow, score } = rows.parts;
  let best = 0;
  for (let i = 0; i < order.length; i++) {
    const roundScore = score[byRow ? i : (order[i] as number)] as number;
    if (roundScore > best) best = roundScore;
  }
  if (best <= 0) return [];
  return rows
    .filter((row) => row.roundScore === best)
    .map((row) => ({
      deelnemerId: row.deelnemerId,
      name: row.name,
      teamName: row.teamName,
      score: row.roundScore,
    }));
}

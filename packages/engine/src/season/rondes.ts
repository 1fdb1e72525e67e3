// Which speelrondes have results: drives tussenstand, periods, herbstmeister and cups.
import type { RondeStatus } from '../results';
import type { Wedstrijd } from '../types';
import { hasResult } from '../punten';
import { increment } from '../ranking';

export interface RondesInfo {
  rondes: RondeStatus[];
  lastRoundWithResults: number;
  isGespeeld: (round: number) => boolean;
  hasResults: (round: number) => boolean;
}

export function computeRondes(wedstrijden: readonly Wedstrijd[], roundCount: number): RondesInfo {
  const matches = new Int32Array(roundCount + 1);
  const withResult = new Int32Array(roundCount + 1);
  for (const w of wedstrijden) {
    if (w.round < 1 || w.round > roundCount) continue;
    increment(matches, w.round);
    if (hasResult(w)) increment(withResult, w.round);
  }
  const rondes: RondeStatus[] = [];
  let lastRoundWithResults = 0;
  for (let round = 1; round <= roundCount; round++) {
    const total = matches[round] as number;
    const done = withResult[round] as number;
    rondes.push({
      round,
      state: done === 0 ? 'gepland' : done === total ? 'gespeeld' : 'bezig',
      gespeeld: done,
      totaal: total,
    });
    if (done > 0) lastRoundWithResults = round;
  }
  return {
    rondes,
    lastRoundWithResults,
    isGespeeld: (round) => rondes[round - 1]?.state === 'gespeeld',
    hasResults: (round) => (rondes[round - 1]?.state ?? 'gepland') !== 'gepland',
  };
}

// Late joiners (issue 26): a participant added while the season is under way counts from his
// start round (Deelnemer.startRonde). The rounds before it are missed rounds: they score what
// settings.missedRounds says, nothing or the round's lowest score among those who played it, so
// every ranking built on the round scores (tussenstand, periods, teams, herbstmeister, the
// standing after a round, the cups) follows one rule.
import type { MissedRounds } from '../types';
import type { SeasonContext } from './context';

/** Per participant index: the 0-based first round he plays (startRonde - 1, within the season). */
export function startIndices(ctx: SeasonContext): Int32Array {
  const starts = new Int32Array(ctx.deelnemers.length);
  for (let d = 0; d < starts.length; d++) {
    const start = ctx.deelnemers[d]?.startRonde ?? 1;
    starts[d] = Number.isInteger(start) ? Math.min(Math.max(start, 1), ctx.roundCount + 1) - 1 : 0;
  }
  return starts;
}

/**
 * Fills each late joiner's missed rounds up to `lastRound` (round-major `scores`, which hold 0
 * there): with 'laagste' the lowest score of that round among the participants who played it (0
 * when nobody did); with 'niets' they stay 0.
 */
export function fillMissedRounds(
  scores: Float64Array,
  starts: Int32Array,
  lastRound: number,
  missedRounds: MissedRounds = 'niets',
): void {
  if (missedRounds !== 'laagste') return;
  const D = starts.length;
  let latest = 0;
  for (let d = 0; d < D; d++) latest = Math.max(latest, starts[d] as number);
  for (let r = 0; r < Math.min(latest, lastRound); r++) {
    const base = r * D;
    let lowest = Infinity;
    for (let d = 0; d < D; d++) {
      if ((starts[d] as number) <= r) lowest = Math.min(lowest, scores[base + d] as number);
    }
    if (lowest === Infinity) lowest = 0;
    for (let d = 0; d < D; d++) if ((starts[d] as number) > r) scores[base + d] = lowest;
  }
}

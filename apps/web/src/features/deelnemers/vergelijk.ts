// Two participants side by side (issue 26, the Vergelijk page): pure, so the split of the
// players, the rounds side by side and the chart's lines are tested without a browser
// (vergelijk.test.ts).
import type { Deelnemer, DeelnemerRonde } from '@clubelf/contract';

type Speler = DeelnemerRonde['spelers'][number];

export interface SpelersVergelijk {
  /** Picked by both, by name. */
  samen: Speler[];
  /** Only in the first's team, only in the second's. */
  alleenA: Speler[];
  alleenB: Speler[];
}

const byName = (a: Speler, b: Speler) => a.name.localeCompare(b.name, 'nl');

/** The players the two teams share and those each has alone. */
export function vergelijkSpelers(a: readonly Speler[], b: readonly Speler[]): SpelersVergelijk {
  const inB = new Set(b.map((s) => s.playerId));
  const inA = new Set(a.map((s) => s.playerId));
  return {
    samen: a.filter((s) => inB.has(s.playerId)).sort(byName),
    alleenA: a.filter((s) => !inB.has(s.playerId)).sort(byName),
    alleenB: b.filter((s) => !inA.has(s.playerId)).sort(byName),
  };
}

export interface RondeNaastElkaar {
  round: number;
  /** Null for a round the participant has no score in (joined later). */
  scoreA: number | null;
  scoreB: number | null;
  positionA: number | null;
  positionB: number | null;
}

/** Every round either played, first round first, with both participants' score and position. */
export function rondesNaastElkaar(
  a: Deelnemer['rounds'],
  b: Deelnemer['rounds'],
): RondeNaastElkaar[] {
  const perRound = new Map<number, RondeNaastElkaar>();
  const row = (round: number) => {
    let r = perRound.get(round);
    if (!r) {
      r = { round, scoreA: null, scoreB: null, positionA: null, positionB: null };
      perRound.set(round, r);
    }
    return r;
  };
  for (const r of a) Object.assign(row(r.round), { scoreA: r.score, positionA: r.position });
  for (const r of b) Object.assign(row(r.round), { scoreB: r.score, positionB: r.position });
  return [...perRound.values()].sort((x, y) => x.round - y.round);
}

export interface ChartSize {
  width: number;
  height: number;
  /** Room for the axes' labels. */
  left: number;
  bottom: number;
  top: number;
  right: number;
}

/**
 * The SVG path of one participant's position per round: position 1 at the top, `lowest` at the
 * bottom, the rounds spread over the width. A round without a position breaks the line.
 */
export function positieLijn(
  rondes: readonly RondeNaastElkaar[],
  positie: (r: RondeNaastElkaar) => number | null,
  lowest: number,
  size: ChartSize,
): string {
  const plotW = size.width - size.left - size.right;
  const plotH = size.height - size.top - size.bottom;
  const steps = Math.max(1, rondes.length - 1);
  const span = Math.max(1, lowest - 1);
  let path = '';
  let pen = false;
  rondes.forEach((r, i) => {
    const p = positie(r);
    if (p === null) {
      pen = false;
      return;
    }
    const x = size.left + (rondes.length === 1 ? plotW / 2 : (i / steps) * plotW);
    const y = size.top + ((Math.min(p, lowest) - 1) / span) * plotH;
    path += `${pen ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)} `;
    pen = true;
  });
  return path.trim();
}

/** The chart's words for a screen reader: where each started and stands now. */
export function grafiekLabel(
  naamA: string,
  naamB: string,
  rondes: readonly RondeNaastElkaar[],
): string {
  const last = rondes.at(-1);
  if (!last) return `Nog geen posities van ${naamA} en ${naamB}.`;
  const nu = (naam: string, p: number | null) =>
    p === null ? `${naam} heeft nog geen positie` : `${naam} staat ${p}e`;
  return `Positie per speelronde, speelronde 1 tot en met ${last.round}: ${nu(naamA, last.positionA)}, ${nu(naamB, last.positionB)}.`;
}

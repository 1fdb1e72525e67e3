// The aims of the issues, side by side: each bench says here what it measured against an aim,
// and `npm run bench` (bench/run.ts) prints them together at the end, so one run gives every
// aim's figure with the machine's load at that moment. A bench run alone prints its own tables
// as before and records nothing anyone reads.

export interface AimFigure {
  /** The issue that set the aim. */
  issue: number;
  /** The aim, as the issue words it ("save → served at 10,000 ≤ 100 ms median"). */
  aim: string;
  /** What this run measured, with its unit. */
  measured: string;
  /** Whether the aim is met; null when it could not be measured (the reason in `measured`). */
  met: boolean | null;
}

const figures: AimFigure[] = [];

export function recordAim(figure: AimFigure): void {
  figures.push(figure);
}

export function recordedAims(): readonly AimFigure[] {
  return figures;
}

/** "met", "MISSED" or "not measured", for the table. */
export const verdictOf = (met: boolean | null): string =>
  met === null ? 'not measured' : met ? 'met' : 'MISSED';

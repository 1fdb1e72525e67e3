import type { ScoreEvent } from '@clubelf/contract';

/** Column headings for the points per event, in the order of the rules' scoring table. */
export const EVENT_LABELS: readonly { event: ScoreEvent; short: string; full: string }[] = [
  { event: 'basisplaats', short: 'Basis', full: 'Basisplaats' },
  { event: 'gewonnen', short: 'Winst', full: 'Wedstrijd gewonnen' },
  { event: 'gelijkspel', short: 'Gelijk', full: 'Gelijkspel' },
  { event: 'doelpunt', short: 'Goal', full: 'Doelpunt' },
  { event: 'penaltyDoelpunt', short: 'Pen.', full: 'Doelpunt uit penalty (extra)' },
  { event: 'assist', short: 'Assist', full: 'Assist' },
  { event: 'cleanSheet', short: 'De nul', full: 'Nul gehouden' },
  { event: 'penaltyGestopt', short: 'Pen. gestopt', full: 'Penalty gestopt' },
  { event: 'penaltyGemist', short: 'Pen. gemist', full: 'Penalty gemist' },
  { event: 'eigenDoelpunt', short: 'Eigen goal', full: 'Eigen doelpunt' },
  { event: 'geel', short: 'Geel', full: 'Gele kaart' },
  { event: 'tweedeGeel', short: '2e geel', full: 'Tweede gele kaart' },
  { event: 'rood', short: 'Rood', full: 'Rode kaart' },
];

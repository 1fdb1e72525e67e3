import type { SpelerEventsInput } from '@clubelf/contract';

type CountKey =
  'goals' | 'penaltyGoals' | 'assists' | 'ownGoals' | 'penaltiesSaved' | 'penaltiesMissed';
type FlagKey = 'played' | 'basisplaats' | 'yellow' | 'secondYellow' | 'directRed';

export type EventColumn =
  | { key: CountKey; kind: 'count'; short: string; full: string }
  | { key: FlagKey; kind: 'flag'; short: string; full: string };

/** The grid's columns, in the order an organiser reads a match report. */
export const EVENT_COLUMNS: readonly EventColumn[] = [
  { key: 'played', kind: 'flag', short: 'Gespeeld', full: 'Gespeeld' },
  { key: 'basisplaats', kind: 'flag', short: 'Basis', full: 'Basisplaats' },
  { key: 'goals', kind: 'count', short: 'Goals', full: 'Doelpunten (penalty’s meegeteld)' },
  { key: 'penaltyGoals', kind: 'count', short: 'w.v. pen.', full: 'Waarvan uit penalty' },
  { key: 'assists', kind: 'count', short: 'Assists', full: 'Assists' },
  { key: 'ownGoals', kind: 'count', short: 'Eigen goal', full: 'Eigen doelpunten' },
  { key: 'yellow', kind: 'flag', short: 'Geel', full: 'Gele kaart' },
  { key: 'secondYellow', kind: 'flag', short: '2e geel', full: 'Tweede gele kaart (rood)' },
  { key: 'directRed', kind: 'flag', short: 'Rood', full: 'Directe rode kaart' },
  { key: 'penaltiesSaved', kind: 'count', short: 'Pen. gestopt', full: 'Penalty’s gestopt' },
  { key: 'penaltiesMissed', kind: 'count', short: 'Pen. gemist', full: 'Penalty’s gemist' },
];

export type EventsRow = SpelerEventsInput;

const EMPTY_EVENTS = {
  played: false,
  basisplaats: false,
  goals: 0,
  penaltyGoals: 0,
  assists: 0,
  ownGoals: 0,
  yellow: 0,
  secondYellow: false,
  directRed: false,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
} as const;

/**
 * One cell changed. Anything but 'not played' means he played; unticking 'played' clears the
 * row (a player who did not play has no events).
 */
export function setEvent(
  row: EventsRow,
  key: EventColumn['key'],
  value: number | boolean,
): EventsRow {
  if (key === 'played' && value === false) return { ...row, ...EMPTY_EVENTS };
  const next = { ...row, [key]: key === 'yellow' ? (value ? 1 : 0) : value } as EventsRow;
  const something = value === true || (typeof value === 'number' && value > 0);
  if (key !== 'played' && something) next.played = true;
  return next;
}

/** The goals each side's players account for: their goals plus the other side's own goals. */
export function goalsByPlayers(rows: readonly EventsRow[]): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const r of rows) {
    const goals = Number.isFinite(r.goals) ? r.goals : 0;
    const own = Number.isFinite(r.ownGoals) ? r.ownGoals : 0;
    if (r.side === 'home') {
      home += goals;
      away += own;
    } else {
      away += goals;
      home += own;
    }
  }
  return { home, away };
}

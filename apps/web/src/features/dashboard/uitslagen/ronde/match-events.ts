// The round view enters a match's events one at a time ('Doelpunt: Jan Smit') instead of in the
// grid's cells; each is a step on the same rows the grid edits (setEvent), so the rules of what
// counts as played stay in one place.
import { setEvent, type EventsRow } from '../event-columns';

export type EventKind =
  'goal' | 'penalty' | 'assist' | 'ownGoal' | 'yellow' | 'red' | 'penaltySaved' | 'penaltyMissed';

/** In the order of the picker, the most common first; `short` is the button's text. */
export const EVENT_KINDS: readonly { kind: EventKind; short: string; label: string }[] = [
  { kind: 'goal', short: 'Doelpunt', label: 'Doelpunt' },
  { kind: 'assist', short: 'Assist', label: 'Assist' },
  { kind: 'yellow', short: 'Geel', label: 'Gele kaart' },
  { kind: 'penalty', short: 'Penalty', label: 'Doelpunt uit penalty' },
  { kind: 'ownGoal', short: 'Eigen goal', label: 'Eigen doelpunt' },
  { kind: 'red', short: 'Rood', label: 'Directe rode kaart' },
  { kind: 'penaltySaved', short: 'Pen. gestopt', label: 'Penalty gestopt' },
  { kind: 'penaltyMissed', short: 'Pen. gemist', label: 'Penalty gemist' },
];

const COUNTS = {
  goal: 'goals',
  assist: 'assists',
  ownGoal: 'ownGoals',
  penaltySaved: 'penaltiesSaved',
  penaltyMissed: 'penaltiesMissed',
} as const;

/** One more event for a player: a second yellow card is his 2e geel (and so red). */
export function addEvent(row: EventsRow, kind: EventKind): EventsRow {
  switch (kind) {
    case 'penalty':
      return setEvent(setEvent(row, 'goals', row.goals + 1), 'penaltyGoals', row.penaltyGoals + 1);
    case 'yellow':
      return row.yellow > 0 ? setEvent(row, 'secondYellow', true) : setEvent(row, 'yellow', true);
    case 'red':
      return setEvent(row, 'directRed', true);
    default:
      return setEvent(row, COUNTS[kind], row[COUNTS[kind]] + 1);
  }
}

/** One event less (he stays as played: a player without events still played). */
export function removeEvent(row: EventsRow, kind: EventKind): EventsRow {
  const less = (n: number) => Math.max(n - 1, 0);
  switch (kind) {
    case 'penalty':
      return { ...row, goals: less(row.goals), penaltyGoals: less(row.penaltyGoals) };
    case 'goal':
      // Never fewer goals than penalty goals: the open-play goals go first.
      return row.goals > row.penaltyGoals ? { ...row, goals: row.goals - 1 } : row;
    case 'yellow':
      return row.secondYellow ? { ...row, secondYellow: false } : { ...row, yellow: 0 };
    case 'red':
      return { ...row, directRed: false };
    default:
      return { ...row, [COUNTS[kind]]: less(row[COUNTS[kind]]) };
  }
}

export interface EventLine {
  playerId: number;
  kind: EventKind;
  /** 'Doelpunt', '2e gele kaart', '2 assists'. */
  label: string;
}

const times = (n: number, one: string, more: string) => (n === 1 ? one : `${n} ${more}`);

/** Every event in the rows, one line per player and kind, home side first as the rows are. */
export function eventLines(rows: readonly EventsRow[]): EventLine[] {
  return rows.flatMap((r) => {
    const lines: EventLine[] = [];
    const add = (kind: EventKind, label: string) =>
      lines.push({ playerId: r.playerId, kind, label });
    const open = r.goals - r.penaltyGoals;
    if (open > 0) add('goal', times(open, 'Doelpunt', 'doelpunten'));
    if (r.penaltyGoals > 0)
      add('penalty', times(r.penaltyGoals, 'Doelpunt uit penalty', 'doelpunten uit penalty'));
    if (r.assists > 0) add('assist', times(r.assists, 'Assist', 'assists'));
    if (r.ownGoals > 0) add('ownGoal', times(r.ownGoals, 'Eigen doelpunt', 'eigen doelpunten'));
    if (r.yellow > 0) add('yellow', r.secondYellow ? '2 gele kaarten (rood)' : 'Gele kaart');
    if (r.directRed) add('red', 'Directe rode kaart');
    if (r.penaltiesSaved > 0)
      add('penaltySaved', times(r.penaltiesSaved, 'Penalty gestopt', 'penalty’s gestopt'));
    if (r.penaltiesMissed > 0)
      add('penaltyMissed', times(r.penaltiesMissed, 'Penalty gemist', 'penalty’s gemist'));
    return lines;
  });
}

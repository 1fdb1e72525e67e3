// Import of one speelronde's player events: a row per player (Speler, optionally 'Naam (Club)',
// and Club: the club he played for when not his present one). A row replaces what was stored
// for that player in that match; the match's other players keep theirs. Each match, with the
// imported rows in it, is held to the rules of the results grid (uitslagProblems).
import { LIMITS, spelerEventsInputSchema } from '@clubelf/contract';
import type { SpelerEventsInput } from '@clubelf/contract';
import type { Wedstrijd } from '@clubelf/engine';
import type { Db } from '../../../db/database';
import { fieldProblem } from '../../../http/errors';
import { spelerEventsInput } from '../../uitslag/speler-events-input';
import { uitslagProblems } from '../../uitslag/uitslag-rules';
import type { Cell } from '../cell-values';
import { toFlag, toInteger, toRequiredText, toText } from '../cell-values';
import type { CheckedImport } from '../import-kind';
import type { ImportContext } from '../import-context';
import { RowCheck } from '../row-check';
import { checkWithSchema } from '../schema-problems';
import type { SheetRow } from '../sheet-rows';

export interface MatchEvents {
  matchId: number;
  /** The match's version when checked: the write raises it, as the grid's save does. */
  version: number;
  homeClubId: number;
  awayClubId: number;
  /** The score stays as it is. */
  homeGoals: number | null;
  awayGoals: number | null;
  /** The imported players' rows; one with played false removes his stored events. */
  events: SpelerEventsInput[];
}

export interface SpelereventsPlan {
  ronde: number;
  matches: MatchEvents[];
}

const COUNTS = {
  goals: 'Doelpunten',
  penaltyGoals: 'Penaltydoelpunten',
  assists: 'Assists',
  ownGoals: 'Eigen doelpunten',
  penaltiesSaved: 'Penalty gestopt',
  penaltiesMissed: 'Penalty gemist',
} as const;

const COLUMNS: Record<string, string> = {
  playerId: 'Speler',
  side: 'Club',
  played: 'Gespeeld',
  basisplaats: 'Basisplaats',
  yellow: 'Geel',
  secondYellow: 'Tweede geel',
  directRed: 'Rood',
  ...COUNTS,
};

interface Candidate {
  check: RowCheck;
  label: string;
  match: Wedstrijd;
  event: SpelerEventsInput;
}

function readEvents(check: RowCheck, cell: (column: string) => Cell) {
  const count = (column: string) =>
    check.take(column, toInteger(cell(column), { min: 0, max: LIMITS.eventCount, empty: 0 })) ?? 0;
  const flag = (column: string) => check.take(column, toFlag(cell(column), false)) ?? false;
  return {
    played: flag('Gespeeld'),
    basisplaats: flag('Basisplaats'),
    goals: count(COUNTS.goals),
    penaltyGoals: count(COUNTS.penaltyGoals),
    assists: count(COUNTS.assists),
    ownGoals: count(COUNTS.ownGoals),
    yellow: flag('Geel') ? 1 : 0,
    secondYellow: flag('Tweede geel'),
    directRed: flag('Rood'),
    penaltiesSaved: count(COUNTS.penaltiesSaved),
    penaltiesMissed: count(COUNTS.penaltiesMissed),
  };
}

/** Rows that name a player and a match of the round, with events that pass the contract. */
type Checked = Candidate | { check: RowCheck; label: string };

function candidates(
  rows: readonly SheetRow[],
  ctx: ImportContext,
  matches: Wedstrijd[],
): Checked[] {
  const seen = new Map<number, number>();
  return rows.map((row): Checked => {
    const check = new RowCheck(row.row);
    const text = check.take('Speler', toRequiredText(row.cell('Speler'), 200));
    const clubText = check.take('Club', toText(row.cell('Club'), 100));
    const events = readEvents(check, row.cell);
    const found = text ? ctx.players.find(text) : undefined;
    if (found && !found.ok) check.refuse('Speler', `Speler: ${found.message}`);
    const speler = found?.ok ? found.value : undefined;
    const club = clubText ? ctx.players.clubByName(clubText) : undefined;
    if (clubText && !club) check.refuse('Club', `Club: onbekende club '${clubText}'`);
    const clubId = clubText ? club?.id : speler?.clubId;
    const label = speler
      ? `${speler.name} (${ctx.clubNames.get(clubId ?? speler.clubId)})`
      : text || `Regel ${row.row}`;
    if (!speler || clubId === undefined) return { check, label };

    const match = matches.find((w) => w.homeClubId === clubId || w.awayClubId === clubId);
    if (!match) {
      check.refuse(
        'Club',
        `${ctx.clubNames.get(clubId)} speelt niet in speelronde ${matches[0]!.round}`,
      );
    } else if (match.homeGoals === null || match.awayGoals === null) {
      const title = `${ctx.clubNames.get(match.homeClubId)} – ${ctx.clubNames.get(match.awayClubId)}`;
      check.refuse(null, `De uitslag van ${title} is nog niet ingevoerd: voer die eerst in`);
    }
    if (seen.has(speler.id))
      check.refuse('Speler', `${speler.name} staat al in regel ${seen.get(speler.id)}`);
    else seen.set(speler.id, row.row);
    if (check.refused || !match) return { check, label };
    const side = match.homeClubId === clubId ? ('home' as const) : ('away' as const);
    const event = checkWithSchema(
      check,
      spelerEventsInputSchema,
      { playerId: speler.id, side, ...events },
      COLUMNS,
    );
    return event ? { check, label, match, event } : { check, label };
  });
}

const FIELD_PROBLEM = /^events\.(\d+)(?:\.(\w+))?: (.*)$/;

/** The grid's messages name its fields; the sheet has its own column words. */
const inSheetWords = (message: string) =>
  message
    .replace('(zet played op true)', '(zet Gespeeld op ja)')
    .replace('(yellow 1)', '(Geel ja)');

/**
 * Runs the grid's rules on each match with its stored events and the imported rows; a row's
 * own problem refuses that row, a problem of the match as a whole every imported row of it.
 * Refusing rows changes the match, so it is checked again until it passes.
 */
function checkMatches(accepted: Candidate[], ctx: ImportContext, match: Wedstrijd): Candidate[] {
  let rows = accepted;
  while (rows.length > 0) {
    const imported = new Set(rows.map((c) => c.event.playerId));
    const stored = ctx.input.events
      .filter((e) => e.matchId === match.id && !imported.has(e.playerId))
      .map((e) => spelerEventsInput(e, match));
    const events = [...rows.map((c) => c.event), ...stored];
    const problems = uitslagProblems(
      { version: 1, homeGoals: match.homeGoals, awayGoals: match.awayGoals, events },
      {
        homeClubId: match.homeClubId,
        awayClubId: match.awayClubId,
        clubNames: ctx.clubNames,
        spelers: ctx.spelersById,
        storedClubs: new Map(
          ctx.input.events.filter((e) => e.matchId === match.id).map((e) => [e.playerId, e.clubId]),
        ),
      },
    );
    const refusedNow = new Set<Candidate>();
    for (const problem of problems) {
      const field = FIELD_PROBLEM.exec(problem);
      const index = field ? Number(field[1]) : -1;
      if (field && index >= rows.length) continue; // a stored row: not this import's to judge
      const targets = field ? [rows[index]!] : rows;
      for (const c of targets) {
        const column = field?.[2] ? (COLUMNS[field[2]] ?? null) : null;
        c.check.refuse(column, inSheetWords(field ? field[3]! : problem));
        refusedNow.add(c);
      }
    }
    if (refusedNow.size === 0) return rows;
    rows = rows.filter((c) => !refusedNow.has(c));
  }
  return rows;
}

export async function checkSpelerevents(
  _db: Db,
  rows: readonly SheetRow[],
  ctx: ImportContext,
  ronde: number | null,
): Promise<CheckedImport<SpelereventsPlan>> {
  if (ronde === null) throw fieldProblem('ronde', 'ronde ontbreekt');
  if (ronde > ctx.input.roundCount) {
    throw fieldProblem(
      'ronde',
      `ronde mag hoogstens ${ctx.input.roundCount} zijn (het aantal speelrondes)`,
    );
  }
  const matches = ctx.input.wedstrijden.filter((w) => w.round === ronde);
  if (matches.length === 0)
    throw fieldProblem('ronde', `Speelronde ${ronde} heeft nog geen wedstrijden`);

  const all = candidates(rows, ctx, matches);
  const stored = new Set(ctx.input.events.map((e) => `${e.matchId}:${e.playerId}`));
  const plan: SpelereventsPlan = { ronde, matches: [] };
  for (const match of matches) {
    const inMatch = all.filter(
      (c): c is Candidate => 'match' in c && c.match === match && !c.check.refused,
    );
    const passed = checkMatches(inMatch, ctx, match);
    if (passed.length > 0) {
      plan.matches.push({
        matchId: match.id,
        version: ctx.matchVersions.get(match.id) ?? 1,
        homeClubId: match.homeClubId,
        awayClubId: match.awayClubId,
        homeGoals: match.homeGoals,
        awayGoals: match.awayGoals,
        events: passed.map((c) => c.event),
      });
    }
  }
  const results = all.map((c) => {
    const replaces = 'event' in c && stored.has(`${c.match.id}:${c.event.playerId}`);
    if ('event' in c && !c.event.played) {
      c.check.notes.push(
        replaces
          ? 'Niet gespeeld: zijn opgeslagen gebeurtenissen vervallen'
          : 'Niet gespeeld: er wordt niets opgeslagen',
      );
    }
    return c.check.result(c.label, replaces ? 'replace' : 'create');
  });
  return { rows: results, plan };
}

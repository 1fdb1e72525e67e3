// Import of the schedule: Speelronde, Datum, Aftrap, Thuisclub, Uitclub. Clubs must exist; a
// club plays once per speelronde (a postponed match keeps its round and gets a later date).
import { wedstrijdCreateRequestSchema } from '@clubelf/contract';
import type { WedstrijdCreateRequest } from '@clubelf/contract';
import { toDate, toInteger, toRequiredText, toTime } from '../cell-values';
import type { CheckedImport } from '../import-kind';
import type { ImportContext } from '../import-context';
import { RowCheck } from '../row-check';
import { checkWithSchema } from '../schema-problems';
import type { SheetRow } from '../sheet-rows';

export interface WedstrijdenPlan {
  wedstrijden: WedstrijdCreateRequest[];
}

const COLUMNS = {
  round: 'Speelronde',
  homeClubId: 'Thuisclub',
  awayClubId: 'Uitclub',
  kickoff: 'Aftrap',
};

export function checkWedstrijden(
  rows: readonly SheetRow[],
  ctx: ImportContext,
): CheckedImport<WedstrijdenPlan> {
  const { roundCount, wedstrijden } = ctx.input;
  const name = (id: number) => ctx.clubNames.get(id) ?? `club ${id}`;
  /** Where a club already plays per round: `${round}:${clubId}` → what to say about it. */
  const playing = new Map<string, string>();
  for (const w of wedstrijden) {
    const said = `al in ${name(w.homeClubId)} – ${name(w.awayClubId)}`;
    playing.set(`${w.round}:${w.homeClubId}`, said);
    playing.set(`${w.round}:${w.awayClubId}`, said);
  }
  const plan: WedstrijdenPlan = { wedstrijden: [] };

  const results = rows.map((row) => {
    const check = new RowCheck(row.row);
    const round = check.take(
      'Speelronde',
      toInteger(row.cell('Speelronde'), { min: 1, max: roundCount }),
    );
    const date = check.take('Datum', toDate(row.cell('Datum')));
    const time = check.take('Aftrap', toTime(row.cell('Aftrap')));
    const clubOf = (column: 'Thuisclub' | 'Uitclub') => {
      const text = check.take(column, toRequiredText(row.cell(column), 100));
      const club = text ? ctx.players.clubByName(text) : undefined;
      if (text && !club) check.refuse(column, `${column}: onbekende club '${text}'`);
      return club;
    };
    const home = clubOf('Thuisclub');
    const away = clubOf('Uitclub');
    const label =
      home && away
        ? `${home.name} – ${away.name}${round ? ` (speelronde ${round})` : ''}`
        : `Regel ${row.row}`;
    if (home && away && home.id === away.id) {
      check.refuse('Uitclub', 'Uitclub moet een andere club zijn dan de thuisclub');
    }
    if (round && home && away && home.id !== away.id) {
      for (const [column, club] of [
        ['Thuisclub', home],
        ['Uitclub', away],
      ] as const) {
        const already = playing.get(`${round}:${club.id}`);
        if (already) check.refuse(column, `${club.name} speelt in speelronde ${round} ${already}`);
      }
    }
    if (check.refused || !round || !date || !time || !home || !away)
      return check.result(label, 'create');

    const request = checkWithSchema(
      check,
      wedstrijdCreateRequestSchema,
      { round, homeClubId: home.id, awayClubId: away.id, kickoff: `${date}T${time}` },
      COLUMNS,
    );
    if (request) {
      const said = `al in regel ${row.row}`;
      playing.set(`${round}:${home.id}`, said);
      playing.set(`${round}:${away.id}`, said);
      plan.wedstrijden.push(request);
    }
    return check.result(label, 'create');
  });
  return { rows: results, plan };
}

// Import of the schedule: Speelronde, Datum, Aftrap, Thuisclub, Uitclub. Each row is held to
// the dashboard's own match rules (wedstrijdProblems: existing clubs, a club once per
// speelronde); the file itself must not have a club twice in a round either.
import { wedstrijdCreateRequestSchema } from '@clubelf/contract';
import type { ImportRow, WedstrijdCreateRequest } from '@clubelf/contract';
import type { Db } from '../../../db/database';
import { wedstrijdProblems } from '../../speelschema/wedstrijd-service';
import { toDate, toInteger, toRequiredText, toTime } from '../cell-values';
import type { CheckedImport } from '../import-kind';
import type { ImportContext } from '../import-context';
import { RowCheck } from '../row-check';
import { checkWithSchema, refuseServiceProblems } from '../schema-problems';
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

export async function checkWedstrijden(
  db: Db,
  rows: readonly SheetRow[],
  ctx: ImportContext,
): Promise<CheckedImport<WedstrijdenPlan>> {
  const { roundCount } = ctx.input;
  /** The row of the file in which a club already plays a round: `${round}:${clubId}`. */
  const playing = new Map<string, number>();
  const plan: WedstrijdenPlan = { wedstrijden: [] };
  const results: ImportRow[] = [];
  for (const row of rows) results.push(await checkRow(row));
  return { rows: results, plan };

  async function checkRow(row: SheetRow): Promise<ImportRow> {
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
        if (already)
          check.refuse(column, `${club.name} speelt in speelronde ${round} al in regel ${already}`);
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
    // The rules the dashboard's own form is held to (a club once per speelronde, ...).
    if (request)
      refuseServiceProblems(check, (await wedstrijdProblems(db, request)).problems, COLUMNS);
    if (request && !check.refused) {
      playing.set(`${round}:${home.id}`, row.row);
      playing.set(`${round}:${away.id}`, row.row);
      plan.wedstrijden.push(request);
    }
    return check.result(label, 'create');
  }
}

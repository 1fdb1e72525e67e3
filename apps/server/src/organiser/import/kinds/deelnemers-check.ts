// Import of participants with their selection: the interest form (aanmeldformulier.xlsx) as
// it comes back filled in. Each player cell names a player of that column's position; the 11
// are held to the engine's selection rules. A team not known yet is made with it.
import {
  AANMELD_REQUIRED_CELLS,
  deelnemerCreateRequestSchema,
  IMPORT_COLUMNS,
} from '@clubelf/contract';
import { POSITIES, validateSelectie } from '@clubelf/engine';
import type { Positie } from '@clubelf/engine';
import type { Db } from '../../../db/database';
import { toRequiredText, toText } from '../cell-values';
import type { CheckedImport } from '../import-kind';
import type { ImportContext } from '../import-context';
import { nameKey } from '../name-key';
import { RowCheck } from '../row-check';
import { checkWithSchema } from '../schema-problems';
import type { SheetRow } from '../sheet-rows';

export interface NewDeelnemer {
  name: string;
  /** As stored when the team exists, else as the first row spelled it. */
  teamName: string;
  subcompetities: string[];
  email: string | null;
  /** The initial 11 in the order of the form; empty when none was filled in. */
  playerIds: number[];
}

export interface DeelnemersPlan {
  deelnemers: NewDeelnemer[];
}

/** The selection columns of the form and the position each holds. */
export const SELECTIE_COLUMNS: readonly (readonly [string, Positie])[] = [
  ...IMPORT_COLUMNS.deelnemers.required,
  ...IMPORT_COLUMNS.deelnemers.optional,
].flatMap((column) => {
  const position = POSITIES.find((p) => column === p || column.startsWith(`${p} `));
  return position ? [[column, position] as const] : [];
});

/** The selection is in force from the first speelronde on. */
const SELECTIE_ROUND = 1;

const COLUMNS = {
  name: 'Naam',
  teamName: 'Teamnaam',
  subcompetities: 'Subcompetities',
  email: 'E-mail',
};

export async function checkDeelnemers(
  _db: Db,
  rows: readonly SheetRow[],
  ctx: ImportContext,
): Promise<CheckedImport<DeelnemersPlan>> {
  const { deelnemers, teams, settings } = ctx.input;
  const teamByKey = new Map(teams.map((t) => [nameKey(t.name), t.name]));
  const stored = new Set(deelnemers.map((d) => `${nameKey(d.name)}|${nameKey(d.teamName)}`));
  const inFile = new Map<string, number>();
  const plan: DeelnemersPlan = { deelnemers: [] };

  const results = rows.map((row) => {
    const check = new RowCheck(row.row);
    // The cells the form calls required must be filled in: 'E-mail ontbreekt'.
    const cellText = (column: string, maxLength: number) =>
      check.take(
        column,
        AANMELD_REQUIRED_CELLS.includes(column)
          ? toRequiredText(row.cell(column), maxLength)
          : toText(row.cell(column), maxLength),
      );
    const name = cellText('Naam', 100);
    const teamText = cellText('Teamnaam', 100);
    const email = cellText('E-mail', 254);
    const subsText = cellText('Subcompetities', 1000);
    const subcompetities = [
      ...new Set(
        (subsText ?? '')
          .split(/[,;]/)
          .map((s) => s.trim())
          .filter((s) => s !== ''),
      ),
    ];

    const key = name && teamText ? `${nameKey(name)}|${nameKey(teamText)}` : undefined;
    if (key && stored.has(key)) {
      check.refuse('Naam', `Er is al een deelnemer '${name}' in team '${teamText}'`);
    } else if (key && inFile.has(key)) {
      check.refuse('Naam', `'${name}' van team '${teamText}' staat al in regel ${inFile.get(key)}`);
    }

    const playerIds: number[] = [];
    const columnOf = new Map<number, string>();
    for (const [column, position] of SELECTIE_COLUMNS) {
      const text = check.take(column, toText(row.cell(column), 200));
      if (!text) continue;
      const found = ctx.players.find(text, position);
      if (!found.ok) check.refuse(column, `${column}: ${found.message}`);
      else {
        playerIds.push(found.value.id);
        if (!columnOf.has(found.value.id)) columnOf.set(found.value.id, column);
      }
    }
    // The rules only mean something once every cell named a player.
    if (!check.refused && playerIds.length > 0) {
      for (const fout of validateSelectie(
        playerIds,
        ctx.spelersById,
        settings,
        SELECTIE_ROUND,
        ctx.clubNames,
      )) {
        const first = fout.playerIds?.[0];
        check.refuse(first === undefined ? null : (columnOf.get(first) ?? null), fout.message);
      }
    }

    const request =
      name && teamText
        ? checkWithSchema(
            check,
            deelnemerCreateRequestSchema,
            { name, teamName: teamText, subcompetities, email: email || null },
            COLUMNS,
          )
        : undefined;
    if (check.refused || !request || !key)
      return check.result(name || `Regel ${row.row}`, 'create');

    inFile.set(key, row.row);
    const teamName = teamByKey.get(nameKey(request.teamName));
    if (!teamName) {
      teamByKey.set(nameKey(request.teamName), request.teamName);
      check.notes.push(`Nieuw team '${request.teamName}' wordt aangemaakt`);
    }
    if (playerIds.length === 0) check.notes.push('Zonder selectie: voer die later in');
    plan.deelnemers.push({
      name: request.name,
      teamName: teamName ?? request.teamName,
      subcompetities: request.subcompetities,
      email: request.email || null,
      playerIds,
    });
    return check.result(request.name, 'create');
  });
  return { rows: results, plan };
}

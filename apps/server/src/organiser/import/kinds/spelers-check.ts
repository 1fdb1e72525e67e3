// Import of players: Naam, Club, Positie, and optionally Status with its speelronde. A club
// not known yet is made with the first player of it. Each row is held to the dashboard's own
// player rules (spelerProblems); the file itself must not name a player twice.
import { clubCreateRequestSchema, spelerCreateRequestSchema } from '@clubelf/contract';
import type { ImportRow, SpelerCreateRequest } from '@clubelf/contract';
import { POSITIES, SPELER_STATUSSEN } from '@clubelf/engine';
import type { Positie, SpelerStatus } from '@clubelf/engine';
import type { Db } from '../../../db/database';
import { spelerProblems } from '../../spelers/speler-service';
import { toOptionalInteger, toRequiredText, toText } from '../cell-values';
import type { CheckedImport } from '../import-kind';
import type { ImportContext } from '../import-context';
import { nameKey } from '../name-key';
import { RowCheck } from '../row-check';
import { checkWithSchema, refuseServiceProblems } from '../schema-problems';
import type { SheetRow } from '../sheet-rows';

export interface NewSpeler extends Omit<SpelerCreateRequest, 'clubId'> {
  clubName: string;
}

export interface SpelersPlan {
  /** Clubs to make first, as the first row spelled them. */
  newClubs: string[];
  spelers: NewSpeler[];
}

const POSITIE_BY_TEXT = new Map<string, Positie>(
  POSITIES.flatMap((p) => [
    [p.toLowerCase(), p],
    [p[0]!.toLowerCase(), p],
  ]),
);

const COLUMNS = {
  name: 'Naam',
  clubId: 'Club',
  position: 'Positie',
  status: 'Status',
  availableFromRound: 'Beschikbaar vanaf',
  departedFromRound: 'Vertrokken vanaf',
};
/** The name of a club the file makes lands on the Club column. */
const CLUB = { name: 'Club' };

export async function checkSpelers(
  db: Db,
  rows: readonly SheetRow[],
  ctx: ImportContext,
): Promise<CheckedImport<SpelersPlan>> {
  const { roundCount } = ctx.input;
  const inFile = new Map<string, number>();
  const newClubs = new Map<string, string>();
  const plan: SpelersPlan = { newClubs: [], spelers: [] };

  const results: ImportRow[] = [];
  for (const row of rows) {
    results.push(await checkRow(row));
  }
  plan.newClubs = [...newClubs.values()];
  return { rows: results, plan };

  async function checkRow(row: SheetRow): Promise<ImportRow> {
    const check = new RowCheck(row.row);
    const name = check.take('Naam', toRequiredText(row.cell('Naam'), 100));
    const clubText = check.take('Club', toRequiredText(row.cell('Club'), 100));
    const positionText = check.take('Positie', toRequiredText(row.cell('Positie')));
    const statusText = check.take('Status', toText(row.cell('Status')));
    const rounds = { min: 1, max: roundCount };
    const availableFromRound = check.take(
      'Beschikbaar vanaf',
      toOptionalInteger(row.cell('Beschikbaar vanaf'), rounds),
    );
    const departedFromRound = check.take(
      'Vertrokken vanaf',
      toOptionalInteger(row.cell('Vertrokken vanaf'), rounds),
    );

    const position = positionText && POSITIE_BY_TEXT.get(positionText.toLowerCase());
    if (positionText && !position) {
      check.refuse('Positie', `Positie '${positionText}' is geen ${POSITIES.join(', ')}`);
    }
    const status = statusText === '' ? 'actief' : (statusText?.toLowerCase() as SpelerStatus);
    if (statusText && !SPELER_STATUSSEN.includes(status)) {
      check.refuse('Status', `Status '${statusText}' is geen ${SPELER_STATUSSEN.join(', ')}`);
    }

    const club = clubText ? ctx.players.clubByName(clubText) : undefined;
    const clubKey = club ? String(club.id) : clubText && `nieuw:${nameKey(clubText)}`;
    const key = name && clubKey ? `${nameKey(name)}|${clubKey}` : undefined;
    if (key && inFile.has(key)) {
      check.refuse('Naam', `'${name}' van ${clubText} staat al in regel ${inFile.get(key)}`);
    }

    if (check.refused || !name || !clubText || !position)
      return check.result(name || `Regel ${row.row}`, 'create');
    const request = checkWithSchema(
      check,
      spelerCreateRequestSchema,
      {
        name,
        // A new club gets its id when it is written; any id passes the id check.
        clubId: club?.id ?? 1,
        position,
        status,
        availableFromRound: availableFromRound ?? null,
        departedFromRound: departedFromRound ?? null,
      },
      COLUMNS,
    );
    // A club the row makes is held to the club form's rules (its name).
    if (!club && clubText)
      checkWithSchema(check, clubCreateRequestSchema, { name: clubText }, CLUB);
    // The rules the dashboard's own form is held to; a new club has no players yet.
    if (request && club)
      refuseServiceProblems(check, (await spelerProblems(db, request)).problems, COLUMNS);
    if (request && !check.refused) {
      inFile.set(key!, row.row);
      const clubName = club?.name ?? newClubs.get(nameKey(clubText)) ?? clubText;
      if (!club && !newClubs.has(nameKey(clubText))) {
        newClubs.set(nameKey(clubText), clubText);
        check.notes.push(`Nieuwe club '${clubText}' wordt aangemaakt`);
      }
      const { clubId: _placeholder, ...rest } = request;
      plan.spelers.push({ ...rest, clubName });
    }
    return check.result(name, 'create');
  }
}

// Checking and writing a player, inside the caller's transaction: the dashboard's endpoints and
// the spreadsheet import share these.
import type { SpelerCreateRequest } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { type FieldProblem, refusedFields } from '../../http/errors';
import { clubNamesById } from '../clubs/club-repository';
import { requireSeason } from '../seizoen/season-state';
import { insertSpeler, spelerNameTaken } from './speler-repository';
import type { SpelerRow } from './speler-repository';

/** What the season and the clubs say about a player's fields: Dutch messages, one per rule. */
export async function spelerProblems(
  db: Db,
  body: SpelerCreateRequest,
  exceptId?: number,
): Promise<{ problems: FieldProblem[]; clubName: string }> {
  const season = await requireSeason(db);
  const problems: FieldProblem[] = [];
  for (const field of ['availableFromRound', 'departedFromRound'] as const) {
    const round = body[field];
    if (round !== null && round > season.roundCount) {
      problems.push({
        field,
        message: `${field} mag hoogstens ${season.roundCount} zijn (het aantal speelrondes)`,
      });
    }
  }
  const clubName = (await clubNamesById(db, [body.clubId])).get(body.clubId);
  if (clubName === undefined)
    problems.push({ field: 'clubId', message: `clubId: club ${body.clubId} bestaat niet` });
  else if (await spelerNameTaken(db, body.clubId, body.name, exceptId)) {
    problems.push({ field: 'name', message: `name: ${clubName} heeft al een speler ${body.name}` });
  }
  return { problems, clubName: clubName ?? '' };
}

/** The club's name, or a 400 naming every problem. */
export async function checkSpeler(
  db: Db,
  body: SpelerCreateRequest,
  exceptId?: number,
): Promise<string> {
  const { problems, clubName } = await spelerProblems(db, body, exceptId);
  if (problems.length > 0) throw refusedFields(problems);
  return clubName;
}

export const spelerRow = (body: SpelerCreateRequest): SpelerRow => ({
  name: body.name,
  clubId: body.clubId,
  position: body.position,
  status: body.status,
  availableFromRound: body.availableFromRound,
  departedFromRound: body.departedFromRound,
});

/** Inserts a checked player; his id. */
export async function createSpeler(trx: Db, body: SpelerCreateRequest): Promise<number> {
  return insertSpeler(trx, spelerRow(body));
}

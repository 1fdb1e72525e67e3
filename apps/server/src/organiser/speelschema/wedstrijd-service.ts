// Checking and writing a match, inside the caller's transaction: the dashboard's endpoints and
// the spreadsheet import share these.
import type { WedstrijdCreateRequest } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { type FieldProblem, refusedFields } from '../../http/errors';
import { clubNamesById } from '../clubs/club-repository';
import { requireSeason } from '../seizoen/season-state';
import { clubsPlayingInRound, insertWedstrijd } from './wedstrijd-repository';
import type { WedstrijdRow } from './wedstrijd-repository';

/**
 * The season's round count, existing clubs, each club once per speelronde: Dutch messages, one
 * per broken rule, and the match's title ('Ajax - PSV').
 */
export async function wedstrijdProblems(
  db: Db,
  body: WedstrijdCreateRequest,
  exceptId?: number,
): Promise<{ problems: FieldProblem[]; title: string }> {
  const season = await requireSeason(db);
  const problems: FieldProblem[] = [];
  if (body.round > season.roundCount) {
    problems.push({
      field: 'round',
      message: `round mag hoogstens ${season.roundCount} zijn (het aantal speelrondes)`,
    });
  }
  const names = await clubNamesById(db, [body.homeClubId, body.awayClubId]);
  for (const field of ['homeClubId', 'awayClubId'] as const) {
    if (!names.has(body[field]))
      problems.push({ field, message: `${field}: club ${body[field]} bestaat niet` });
  }
  const busy = await clubsPlayingInRound(db, body.round, exceptId);
  for (const field of ['homeClubId', 'awayClubId'] as const) {
    if (names.has(body[field]) && busy.has(body[field])) {
      problems.push({
        field,
        message: `${field}: ${names.get(body[field])} speelt al in speelronde ${body.round}`,
      });
    }
  }
  return { problems, title: `${names.get(body.homeClubId)} - ${names.get(body.awayClubId)}` };
}

/** The match's title, or a 400 naming every problem. */
export async function checkWedstrijd(
  db: Db,
  body: WedstrijdCreateRequest,
  exceptId?: number,
): Promise<string> {
  const { problems, title } = await wedstrijdProblems(db, body, exceptId);
  if (problems.length > 0) throw refusedFields(problems);
  return title;
}

export const wedstrijdRow = (body: WedstrijdCreateRequest): WedstrijdRow => ({
  round: body.round,
  homeClubId: body.homeClubId,
  awayClubId: body.awayClubId,
  kickoff: body.kickoff,
});

/** Inserts a checked match; its id. */
export async function createWedstrijd(trx: Db, body: WedstrijdCreateRequest): Promise<number> {
  return insertWedstrijd(trx, wedstrijdRow(body));
}

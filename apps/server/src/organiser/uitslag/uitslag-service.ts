// Checking and storing a match result with its players' events, inside the caller's
// transaction: the dashboard's endpoint and the spreadsheet import of a round share these.
import type { UitslagRequest } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { refusedFields, type FieldProblem } from '../../http/errors';
import { conflict } from '../../http/conflict';
import type { AuditNote } from '../organiser-write';
import { getWedstrijd, updateScore } from '../speelschema/wedstrijd-repository';
import { requireSeason } from '../seizoen/season-state';
import { spelersByIds } from '../spelers/speler-repository';
import { spelerEventsOfInput } from './speler-events-input';
import { replaceEvents, storedEvents } from './uitslag-repository';
import { uitslagFieldProblems } from './uitslag-rules';
import { noteRoundResult } from '../../outbox/ronde-bericht';

/** Dutch messages, one per broken rule, for this result of match `id` (nothing written). */
export async function uitslagProblemsFor(
  db: Db,
  id: number,
  body: UitslagRequest,
): Promise<FieldProblem[]> {
  const wedstrijd = await getWedstrijd(db, id);
  const playerIds = [...new Set(body.events.map((e) => e.playerId))];
  const [spelers, stored] = await Promise.all([spelersByIds(db, playerIds), storedEvents(db, id)]);
  return uitslagFieldProblems(body, {
    homeClubId: wedstrijd.homeClubId,
    awayClubId: wedstrijd.awayClubId,
    clubNames: new Map([
      [wedstrijd.homeClubId, wedstrijd.homeClub],
      [wedstrijd.awayClubId, wedstrijd.awayClub],
    ]),
    spelers: new Map(spelers.map((s) => [s.id, s])),
    storedClubs: new Map(stored.map((e) => [e.playerId, e.clubId])),
  });
}

/**
 * Stores the score and replaces the match's events (rows with played false are not kept).
 * 404 for an unknown match, 409 on a stale version, 400 naming every broken rule. When the
 * round is then complete, its round message is due at `roundMessageDueAt`.
 */
export async function saveUitslag(
  trx: Db,
  id: number,
  body: UitslagRequest,
  roundMessageDueAt: Date,
): Promise<AuditNote> {
  await requireSeason(trx);
  const wedstrijd = await getWedstrijd(trx, id);
  if (wedstrijd.version !== body.version) throw conflict();
  const problems = await uitslagProblemsFor(trx, id, body);
  if (problems.length > 0) throw refusedFields(problems);

  const before = await storedEvents(trx, id);
  await updateScore(trx, id, body.version, body);
  const rows = body.events.filter((e) => e.played).map((e) => spelerEventsOfInput(e, wedstrijd));
  await replaceEvents(trx, id, rows);
  // Every match of the round entered: the round's messages follow the recompute (outbox).
  await noteRoundResult(trx, wedstrijd.round, roundMessageDueAt);
  const score = body.homeGoals === null ? 'geen uitslag' : `${body.homeGoals}-${body.awayGoals}`;
  return {
    action: 'uitslag.opslaan',
    summary: `Uitslag ${wedstrijd.homeClub} - ${wedstrijd.awayClub} (speelronde ${wedstrijd.round}): ${score}, ${rows.length} spelers`,
    details: {
      wedstrijdId: id,
      round: wedstrijd.round,
      before: {
        homeGoals: wedstrijd.homeGoals,
        awayGoals: wedstrijd.awayGoals,
        events: before.length,
      },
      after: { homeGoals: body.homeGoals, awayGoals: body.awayGoals, events: rows.length },
    },
  };
}

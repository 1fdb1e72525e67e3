// Checking and storing a match result with its players' events, inside the caller's
// transaction: the dashboard's endpoint and the spreadsheet import of a round share these.
import type { UitslagRequest } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { badRequest } from '../../errors';
import { conflict, expectUpdated } from '../conflict';
import type { AuditNote } from '../organiser-write';
import { requireSeason } from '../season/season-state';
import { getWedstrijd } from '../schedule/wedstrijd-repository';
import { storedEvents } from './uitslag-repository';
import { uitslagProblems } from './uitslag-rules';

const flag = (value: boolean) => (value ? 1 : 0);

/** Dutch messages, one per broken rule, for this result of match `id` (nothing written). */
export async function uitslagProblemsFor(
  db: Db,
  id: number,
  body: UitslagRequest,
): Promise<string[]> {
  const wedstrijd = await getWedstrijd(db, id);
  const playerIds = [...new Set(body.events.map((e) => e.playerId))];
  const [spelers, stored] = await Promise.all([
    playerIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('speler')
          .select(['id', 'name', 'clubId'])
          .where('id', 'in', playerIds)
          .execute(),
    storedEvents(db, id),
  ]);
  return uitslagProblems(body, {
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
 * 404 for an unknown match, 409 on a stale version, 400 naming every broken rule.
 */
export async function saveUitslag(trx: Db, id: number, body: UitslagRequest): Promise<AuditNote> {
  await requireSeason(trx);
  const wedstrijd = await getWedstrijd(trx, id);
  if (wedstrijd.version !== body.version) throw conflict();
  const problems = await uitslagProblemsFor(trx, id, body);
  if (problems.length > 0) throw badRequest(problems.join('; '));

  const before = await storedEvents(trx, id);
  const result = await trx
    .updateTable('wedstrijd')
    .set({ homeGoals: body.homeGoals, awayGoals: body.awayGoals, version: body.version + 1 })
    .where('id', '=', id)
    .where('version', '=', body.version)
    .executeTakeFirst();
  expectUpdated(result);
  await trx.deleteFrom('spelerEvents').where('matchId', '=', id).execute();
  const rows = body.events
    .filter((e) => e.played)
    .map((e) => ({
      matchId: id,
      playerId: e.playerId,
      clubId: e.side === 'home' ? wedstrijd.homeClubId : wedstrijd.awayClubId,
      played: 1,
      basisplaats: flag(e.basisplaats),
      goals: e.goals,
      penaltyGoals: e.penaltyGoals,
      assists: e.assists,
      ownGoals: e.ownGoals,
      yellow: e.yellow,
      secondYellow: flag(e.secondYellow),
      directRed: flag(e.directRed),
      penaltiesSaved: e.penaltiesSaved,
      penaltiesMissed: e.penaltiesMissed,
    }));
  if (rows.length > 0) await trx.insertInto('spelerEvents').values(rows).execute();
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

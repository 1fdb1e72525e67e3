// A match's result: the score and every player's events in one request, stored in one
// transaction (the match's events replaced), then the season recomputed.
import { uitslagRequestSchema } from '@clubelf/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors';
import { conflict, expectUpdated } from '../conflict';
import { organiserWrite } from '../organiser-write';
import { idParam, parseInput } from '../parse-request';
import { requireSeason } from '../season/season-state';
import { getWedstrijd } from '../schedule/wedstrijd-repository';
import { getUitslag, storedEvents } from './uitslag-repository';
import { uitslagProblems } from './uitslag-rules';

const ROUTE = '/api/organiser/wedstrijden/:id/uitslag';
const flag = (value: boolean) => (value ? 1 : 0);

export async function uitslagRoutes(app: FastifyInstance) {
  app.get(ROUTE, async (request) => {
    const id = idParam(request);
    await requireSeason(app.db);
    return getUitslag(app.db, id);
  });

  app.put(ROUTE, async (request) => {
    const id = idParam(request);
    const body = parseInput(uitslagRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      await requireSeason(trx);
      const wedstrijd = await getWedstrijd(trx, id);
      if (wedstrijd.version !== body.version) throw conflict();
      const playerIds = [...new Set(body.events.map((e) => e.playerId))];
      const [spelers, stored] = await Promise.all([
        playerIds.length === 0
          ? Promise.resolve([])
          : trx
              .selectFrom('speler')
              .select(['id', 'name', 'clubId'])
              .where('id', 'in', playerIds)
              .execute(),
        storedEvents(trx, id),
      ]);
      const problems = uitslagProblems(body, {
        homeClubId: wedstrijd.homeClubId,
        awayClubId: wedstrijd.awayClubId,
        clubNames: new Map([
          [wedstrijd.homeClubId, wedstrijd.homeClub],
          [wedstrijd.awayClubId, wedstrijd.awayClub],
        ]),
        spelers: new Map(spelers.map((s) => [s.id, s])),
        storedClubs: new Map(stored.map((e) => [e.playerId, e.clubId])),
      });
      if (problems.length > 0) throw badRequest(problems.join('; '));

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
      const score =
        body.homeGoals === null ? 'geen uitslag' : `${body.homeGoals}-${body.awayGoals}`;
      return {
        value: undefined,
        audit: {
          action: 'uitslag.opslaan',
          summary: `Uitslag ${wedstrijd.homeClub} - ${wedstrijd.awayClub} (speelronde ${wedstrijd.round}): ${score}, ${rows.length} spelers`,
          details: {
            wedstrijdId: id,
            round: wedstrijd.round,
            before: {
              homeGoals: wedstrijd.homeGoals,
              awayGoals: wedstrijd.awayGoals,
              events: stored.length,
            },
            after: { homeGoals: body.homeGoals, awayGoals: body.awayGoals, events: rows.length },
          },
        },
      };
    });
    return getUitslag(app.db, id);
  });
}

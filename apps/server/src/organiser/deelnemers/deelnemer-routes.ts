// Participants: added, edited, removed (not while a beker draw names them), and the teams.
import {
  deelnemerCreateRequestSchema,
  deelnemerUpdateRequestSchema,
  versionQuerySchema,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { FastifyInstance } from 'fastify';
import { conflict, refused } from '../../http/conflict';
import { organiserWrite } from '../organiser-write';
import { idParam, parseInput } from '../../http/parse-request';
import { requireSeason } from '../seizoen/season-state';
import { settleStartRonde } from './start-ronde';
import { drawsNaming, getDeelnemer, listDeelnemers, listTeams } from './deelnemer-repository';
import {
  createDeelnemer,
  deelnemerInput,
  deleteDeelnemerAndEmptyTeam,
  updateDeelnemer,
} from './deelnemer-service';

const ROUTE = '/api/organiser/deelnemers/:id';

export async function deelnemerManagementRoutes(app: FastifyInstance) {
  app.get(organiserPaths.deelnemers, () => listDeelnemers(app.db));
  app.get(organiserPaths.teams, () => listTeams(app.db));
  app.get(ROUTE, (request) => getDeelnemer(app.db, idParam(request)));

  app.post(organiserPaths.deelnemers, async (request, reply) => {
    const body = parseInput(deelnemerCreateRequestSchema, request.body);
    const input = deelnemerInput(body);
    const id = await organiserWrite(app, request, async (trx) => {
      const season = await requireSeason(trx);
      const id = await createDeelnemer(trx, input);
      // Added while the season is under way: he counts from a round not yet begun (issue 26).
      const startRonde = await settleStartRonde(
        trx,
        { id, name: input.name },
        season.roundCount,
        body,
      );
      return {
        value: id,
        audit: {
          action: 'deelnemer.aanmaken',
          summary: `Deelnemer ${input.name} (${input.teamName}) toegevoegd`,
          details: {
            id,
            name: input.name,
            teamName: input.teamName,
            subcompetities: input.subcompetities,
            startRonde,
          },
        },
      };
    });
    return reply.code(201).send(await getDeelnemer(app.db, id));
  });

  app.put(ROUTE, async (request) => {
    const id = idParam(request);
    const body = parseInput(deelnemerUpdateRequestSchema, request.body);
    const input = deelnemerInput(body);
    await organiserWrite(app, request, async (trx) => {
      const before = await getDeelnemer(trx, id);
      if (before.version !== body.version) throw conflict();
      await updateDeelnemer(trx, id, body.version, input, before.teamId);
      return {
        value: undefined,
        audit: {
          action: 'deelnemer.wijzigen',
          summary: `Deelnemer ${input.name} (${input.teamName}) gewijzigd`,
          details: {
            id,
            before: {
              name: before.name,
              teamName: before.teamName,
              subcompetities: before.subcompetities,
            },
            after: {
              name: input.name,
              teamName: input.teamName,
              subcompetities: input.subcompetities,
            },
            emailChanged: before.email !== input.email,
          },
        },
      };
    });
    return getDeelnemer(app.db, id);
  });

  app.delete(ROUTE, async (request, reply) => {
    const id = idParam(request);
    const { version } = parseInput(versionQuerySchema, request.query);
    await organiserWrite(app, request, async (trx) => {
      const deelnemer = await getDeelnemer(trx, id);
      if (deelnemer.version !== version) throw conflict();
      const draws = await drawsNaming(trx, 'beker', id);
      if (draws.length > 0) {
        throw refused(
          `${deelnemer.name} staat in de loting van de beker (${draws.join(', ')}) en kan niet verwijderd worden.`,
        );
      }
      await deleteDeelnemerAndEmptyTeam(trx, id, version, deelnemer.teamId);
      return {
        value: undefined,
        audit: {
          action: 'deelnemer.verwijderen',
          summary: `Deelnemer ${deelnemer.name} (${deelnemer.teamName}) verwijderd`,
          details: { id, name: deelnemer.name, teamName: deelnemer.teamName },
        },
      };
    });
    return reply.code(204).send();
  });
}

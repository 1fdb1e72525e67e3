// The league's clubs. A club in use (players, matches) cannot be removed.
import {
  clubCreateRequestSchema,
  clubUpdateRequestSchema,
  versionQuerySchema,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { FastifyInstance } from 'fastify';
import { conflict, refused } from '../../http/conflict';
import { organiserWrite } from '../organiser-write';
import { idParam, parseInput } from '../../http/parse-request';
import { requireSeason } from '../seizoen/season-state';
import { deleteClub, getClub, listClubs, renameClub } from './club-repository';
import { createClub, refuseDuplicateClubName } from './club-service';

export async function clubRoutes(app: FastifyInstance) {
  app.get(organiserPaths.clubs, () => listClubs(app.db));

  app.post(organiserPaths.clubs, async (request, reply) => {
    const body = parseInput(clubCreateRequestSchema, request.body);
    const id = await organiserWrite(app, request, async (trx) => {
      await requireSeason(trx);
      const id = await createClub(trx, body.name);
      return {
        value: id,
        audit: {
          action: 'club.aanmaken',
          summary: `Club ${body.name} toegevoegd`,
          details: { id, name: body.name },
        },
      };
    });
    return reply.code(201).send(await getClub(app.db, id));
  });

  app.put('/api/organiser/clubs/:id', async (request) => {
    const id = idParam(request);
    const body = parseInput(clubUpdateRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      const before = await getClub(trx, id);
      await refuseDuplicateClubName(trx, body.name, id);
      await renameClub(trx, id, body.version, body.name);
      return {
        value: undefined,
        audit: {
          action: 'club.wijzigen',
          summary: `Club ${before.name} gewijzigd in ${body.name}`,
          details: { id, before: before.name, after: body.name },
        },
      };
    });
    return getClub(app.db, id);
  });

  app.delete('/api/organiser/clubs/:id', async (request, reply) => {
    const id = idParam(request);
    const { version } = parseInput(versionQuerySchema, request.query);
    await organiserWrite(app, request, async (trx) => {
      const club = await getClub(trx, id);
      if (club.version !== version) throw conflict();
      if (club.spelerCount > 0 || club.wedstrijdCount > 0) {
        throw refused(
          `Club ${club.name} is in gebruik (${club.spelerCount} spelers, ${club.wedstrijdCount} wedstrijden) en kan niet verwijderd worden.`,
        );
      }
      await deleteClub(trx, id, version);
      return {
        value: undefined,
        audit: {
          action: 'club.verwijderen',
          summary: `Club ${club.name} verwijderd`,
          details: { id, name: club.name },
        },
      };
    });
    return reply.code(204).send();
  });
}

// The league's players: added, edited (a move is a change of club: his points stay his),
// removed only while nothing refers to him (else: status vertrokken).
import {
  spelerCreateRequestSchema,
  spelerUpdateRequestSchema,
  versionQuerySchema,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { FastifyInstance } from 'fastify';
import { conflict, refused } from '../../http/conflict';
import { organiserWrite } from '../organiser-write';
import { idParam, parseInput } from '../../http/parse-request';
import {
  deleteSpeler,
  getSpeler,
  listSpelers,
  selectieUses,
  updateSpeler,
} from './speler-repository';
import { checkSpeler, createSpeler, spelerRow } from './speler-service';

const ROUTE = '/api/organiser/spelers/:id';

export async function spelerManagementRoutes(app: FastifyInstance) {
  app.get(organiserPaths.spelers, () => listSpelers(app.db));

  app.post(organiserPaths.spelers, async (request, reply) => {
    const body = parseInput(spelerCreateRequestSchema, request.body);
    const id = await organiserWrite(app, request, async (trx) => {
      const clubName = await checkSpeler(trx, body);
      const inserted = { id: await createSpeler(trx, body) };
      return {
        value: inserted.id,
        audit: {
          action: 'speler.aanmaken',
          summary: `Speler ${body.name} (${clubName}, ${body.position}) toegevoegd`,
          details: { id: inserted.id, ...spelerRow(body) },
        },
      };
    });
    return reply.code(201).send(await getSpeler(app.db, id));
  });

  app.put(ROUTE, async (request) => {
    const id = idParam(request);
    const body = parseInput(spelerUpdateRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      const before = await getSpeler(trx, id);
      if (before.version !== body.version) throw conflict();
      const clubName = await checkSpeler(trx, body, id);
      if (before.position !== body.position && (await selectieUses(trx, id)) > 0) {
        throw refused(
          `${before.name} staat in selecties of transfers als ${before.position}; zijn positie kan niet meer veranderen.`,
        );
      }
      await updateSpeler(trx, id, body.version, spelerRow(body));
      const moved = before.clubId !== body.clubId;
      return {
        value: undefined,
        audit: {
          action: moved ? 'speler.overschrijving' : 'speler.wijzigen',
          summary: moved
            ? `Speler ${body.name} van ${before.clubName} naar ${clubName}`
            : `Speler ${body.name} gewijzigd`,
          details: { id, before: spelerRow(before), after: spelerRow(body) },
        },
      };
    });
    return getSpeler(app.db, id);
  });

  app.delete(ROUTE, async (request, reply) => {
    const id = idParam(request);
    const { version } = parseInput(versionQuerySchema, request.query);
    await organiserWrite(app, request, async (trx) => {
      const speler = await getSpeler(trx, id);
      if (speler.version !== version) throw conflict();
      if (speler.wedstrijdCount > 0 || (await selectieUses(trx, id)) > 0) {
        throw refused(
          `${speler.name} heeft al wedstrijden of staat in een selectie of transfer; zet zijn status op vertrokken in plaats van hem te verwijderen.`,
        );
      }
      await deleteSpeler(trx, id, version);
      return {
        value: undefined,
        audit: {
          action: 'speler.verwijderen',
          summary: `Speler ${speler.name} verwijderd`,
          details: { id, name: speler.name },
        },
      };
    });
    return reply.code(204).send();
  });
}

// The schedule: speelrondes 1..roundCount (the season's round count) and their matches.
import {
  versionQuerySchema,
  wedstrijdCreateRequestSchema,
  wedstrijdUpdateRequestSchema,
  type OrganiserSchedule,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { groupBy } from '../../lib/group-by';
import { conflict, refused } from '../../http/conflict';
import { organiserWrite } from '../organiser-write';
import { idParam, parseInput } from '../../http/parse-request';
import { requireSeason, rondeStates } from '../seizoen/season-state';
import {
  deleteWedstrijd,
  getWedstrijd,
  listWedstrijden,
  updateWedstrijd,
} from './wedstrijd-repository';
import { checkWedstrijd, createWedstrijd, wedstrijdRow } from './wedstrijd-service';

const ROUTE = '/api/organiser/wedstrijden/:id';

async function scheduleBody(db: Db): Promise<OrganiserSchedule> {
  const season = await requireSeason(db);
  const [states, wedstrijden] = await Promise.all([
    rondeStates(db, season.roundCount),
    listWedstrijden(db),
  ]);
  const byRound = groupBy(wedstrijden, (w) => w.round);
  return {
    roundCount: season.roundCount,
    rondes: states.map((state, i) => ({
      round: i + 1,
      state,
      wedstrijden: byRound.get(i + 1) ?? [],
    })),
  };
}

export async function speelschemaRoutes(app: FastifyInstance) {
  app.get(organiserPaths.speelschema, () => scheduleBody(app.db));

  app.post(organiserPaths.wedstrijden, async (request, reply) => {
    const body = parseInput(wedstrijdCreateRequestSchema, request.body);
    const id = await organiserWrite(app, request, async (trx) => {
      const title = await checkWedstrijd(trx, body);
      const inserted = { id: await createWedstrijd(trx, body) };
      return {
        value: inserted.id,
        audit: {
          action: 'wedstrijd.aanmaken',
          summary: `Wedstrijd ${title} (speelronde ${body.round}) toegevoegd`,
          details: { id: inserted.id, ...wedstrijdRow(body) },
        },
      };
    });
    return reply.code(201).send(await getWedstrijd(app.db, id));
  });

  app.put(ROUTE, async (request) => {
    const id = idParam(request);
    const body = parseInput(wedstrijdUpdateRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      const before = await getWedstrijd(trx, id);
      if (before.version !== body.version) throw conflict();
      const title = await checkWedstrijd(trx, body, id);
      const clubsChanged =
        before.homeClubId !== body.homeClubId || before.awayClubId !== body.awayClubId;
      if (clubsChanged && before.eventCount > 0) {
        throw refused(
          'De wedstrijd heeft al spelersgebeurtenissen; de clubs kunnen niet meer veranderen.',
        );
      }
      if (before.round !== body.round && before.homeGoals !== null) {
        throw refused(
          'De wedstrijd heeft al een uitslag; hij blijft bij zijn speelronde (een uitgestelde wedstrijd krijgt alleen een nieuwe aftrap).',
        );
      }
      await updateWedstrijd(trx, id, body.version, wedstrijdRow(body));
      return {
        value: undefined,
        audit: {
          action: 'wedstrijd.wijzigen',
          summary: `Wedstrijd ${title} (speelronde ${body.round}) gewijzigd`,
          details: { id, before: wedstrijdRow(before), after: wedstrijdRow(body) },
        },
      };
    });
    return getWedstrijd(app.db, id);
  });

  app.delete(ROUTE, async (request, reply) => {
    const id = idParam(request);
    const { version } = parseInput(versionQuerySchema, request.query);
    await organiserWrite(app, request, async (trx) => {
      const wedstrijd = await getWedstrijd(trx, id);
      if (wedstrijd.version !== version) throw conflict();
      if (wedstrijd.homeGoals !== null || wedstrijd.eventCount > 0) {
        throw refused(
          'De wedstrijd heeft een uitslag of spelersgebeurtenissen; maak die eerst leeg.',
        );
      }
      await deleteWedstrijd(trx, id, version);
      return {
        value: undefined,
        audit: {
          action: 'wedstrijd.verwijderen',
          summary: `Wedstrijd ${wedstrijd.homeClub} - ${wedstrijd.awayClub} (speelronde ${wedstrijd.round}) verwijderd`,
          details: { id, ...wedstrijdRow(wedstrijd) },
        },
      };
    });
    return reply.code(204).send();
  });
}

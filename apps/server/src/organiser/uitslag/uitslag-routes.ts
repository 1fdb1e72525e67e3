// A match's result: the score and every player's events in one request, stored in one
// transaction (the match's events replaced), then the season recomputed.
import { uitslagRequestSchema } from '@clubelf/contract';
import type { FastifyInstance } from 'fastify';
import { organiserWrite } from '../organiser-write';
import { idParam, parseInput } from '../../http/parse-request';
import { requireSeason } from '../seizoen/season-state';
import { roundMessageDueAt } from '../../outbox/ronde-bericht';
import { getUitslag } from './uitslag-repository';
import { saveUitslag } from './uitslag-service';

const ROUTE = '/api/organiser/wedstrijden/:id/uitslag';

export async function uitslagRoutes(app: FastifyInstance) {
  app.get(ROUTE, async (request) => {
    const id = idParam(request);
    await requireSeason(app.db);
    return getUitslag(app.db, id);
  });

  app.put(ROUTE, async (request) => {
    const id = idParam(request);
    const body = parseInput(uitslagRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => ({
      value: undefined,
      audit: await saveUitslag(trx, id, body, roundMessageDueAt(app.config)),
    }));
    return getUitslag(app.db, id);
  });
}

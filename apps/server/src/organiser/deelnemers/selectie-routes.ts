// A participant's 11: the live check (nothing written) and the save.
import {
  selectieCheckRequestSchema,
  selectieRequestSchema,
  type RegelCheck,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { FastifyInstance } from 'fastify';
import { fieldProblem } from '../../http/errors';
import { conflict } from '../../http/conflict';
import { organiserWrite } from '../organiser-write';
import { idParam, parseInput } from '../../http/parse-request';
import { requireSeason } from '../seizoen/season-state';
import { bumpDeelnemerVersion, getDeelnemer } from './deelnemer-repository';
import { loadSelecties } from './selectie-repository';
import { saveSelectie, selectieFouten } from './selectie-service';

export async function selectieRoutes(app: FastifyInstance) {
  app.post(organiserPaths.selectieCheck, async (request): Promise<RegelCheck> => {
    const body = parseInput(selectieCheckRequestSchema, request.body);
    const season = await requireSeason(app.db);
    const round = body.round ?? 1;
    if (round > season.roundCount)
      throw fieldProblem(
        'round',
        `round mag hoogstens ${season.roundCount} zijn (het aantal speelrondes)`,
      );
    const kept =
      body.deelnemerId === undefined ? [] : (await getDeelnemer(app.db, body.deelnemerId)).selectie;
    const fouten = await selectieFouten(app.db, season.settings, body.playerIds, round, kept);
    return { valid: fouten.length === 0, fouten };
  });

  app.put('/api/organiser/deelnemers/:id/selectie', async (request) => {
    const id = idParam(request);
    const body = parseInput(selectieRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      const season = await requireSeason(trx);
      const deelnemer = await getDeelnemer(trx, id);
      if (deelnemer.version !== body.version) throw conflict();
      // The version first: it holds the participant's row until commit (no parallel save).
      await bumpDeelnemerVersion(trx, id, body.version);
      const stored = (await loadSelecties(trx, id)).get(id) ?? { initial: [], transfers: [] };
      await saveSelectie(trx, season.settings, id, body.playerIds, stored);
      return {
        value: undefined,
        audit: {
          action: 'selectie.opslaan',
          summary: `Selectie van ${deelnemer.name} opgeslagen`,
          details: { deelnemerId: id, before: deelnemer.selectie, after: body.playerIds },
        },
      };
    });
    return getDeelnemer(app.db, id);
  });
}

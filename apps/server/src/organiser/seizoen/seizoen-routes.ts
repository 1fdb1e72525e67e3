// The season itself: created on an empty database, then its name, round count and settings.
import {
  seasonCreateRequestSchema,
  seasonUpdateRequestSchema,
  type OrganiserSeason,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { defaultGameSettings } from '@clubelf/engine';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { refusedFields } from '../../http/errors';
import { findSeason, insertSeason, updateSeasonSettings } from '../../read-model/season-repository';
import { conflict, refused } from '../../http/conflict';
import { organiserWrite } from '../organiser-write';
import { parseInput } from '../../http/parse-request';
import { gameSettingsFieldProblems } from './game-settings-rules';
import { roundCountProblems } from './round-count-rules';
import { requireSeason, rondeStates } from './season-state';

async function seasonBody(db: Db): Promise<OrganiserSeason | null> {
  const season = await findSeason(db);
  if (!season) return null;
  const states = await rondeStates(db, season.roundCount);
  return {
    id: season.id,
    isFinished: season.isFinished,
    closedEarly: season.closedEarly,
    name: season.name,
    clubName: season.clubName,
    roundCount: season.roundCount,
    version: season.version,
    // Settings stored before issue 26 have no missedRounds: the default.
    settings: { ...season.settings, missedRounds: season.settings.missedRounds ?? 'niets' },
    rondes: states.map((state, i) => ({ round: i + 1, state })),
  };
}

export async function seizoenRoutes(app: FastifyInstance) {
  app.get(organiserPaths.seizoen, async () => ({ season: await seasonBody(app.db) }));

  app.post(organiserPaths.seizoen, async (request, reply) => {
    const body = parseInput(seasonCreateRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      if (await findSeason(trx)) throw refused('Er is al een seizoen.');
      await insertSeason(trx, { ...body, settings: defaultGameSettings(body.roundCount) });
      return {
        value: undefined,
        audit: {
          action: 'seizoen.aanmaken',
          summary: `Seizoen ${body.name} aangemaakt`,
          details: body,
        },
      };
    });
    return reply.code(201).send(await seasonBody(app.db));
  });

  app.put(organiserPaths.seizoen, async (request) => {
    const body = parseInput(seasonUpdateRequestSchema, request.body);
    const problems = gameSettingsFieldProblems(body.settings, body.roundCount);
    if (problems.length > 0) throw refusedFields(problems);
    await organiserWrite(app, request, async (trx) => {
      const season = await requireSeason(trx);
      if (season.version !== body.version) throw conflict();
      const dataProblems = await roundCountProblems(trx, body.roundCount);
      if (dataProblems.length > 0)
        throw refusedFields(dataProblems.map((message) => ({ field: 'roundCount', message })));
      await updateSeasonSettings(trx, body.version, body);
      return {
        value: undefined,
        audit: {
          action: 'seizoen.wijzigen',
          summary: `Seizoen ${body.name}: instellingen gewijzigd`,
          details: {
            before: { name: season.name, roundCount: season.roundCount, settings: season.settings },
            after: body,
          },
        },
      };
    });
    return seasonBody(app.db);
  });
}

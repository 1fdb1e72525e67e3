// A season's end and the next one's start: closing (afsluiten) and carrying over.
import { closeSeasonRequestSchema, nextSeasonRequestSchema } from '@clubelf/contract';
import type { Seizoen } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { parseId } from '../../lib/params';
import { findSeasonListing } from '../../read-model/archive/archive-repository';
import { closeSeason } from './close-season-service';
import { seizoenOf } from '../../public/seizoenen/erelijst-service';
import { startNextSeason } from './next-season-service';
import { organiserWrite } from '../organiser-write';
import { parseInput } from '../../http/parse-request';
import { seasonLabel } from '@clubelf/contract/season-label';

async function seizoenBody(db: Db, id: number): Promise<Seizoen> {
  const season = await findSeasonListing(db, id);
  if (!season) throw notFound(`Seizoen ${id} bestaat niet`);
  return seizoenOf(season);
}

export async function seizoenswisselRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>(
    '/api/organiser/seizoenen/:id/afsluiten',
    async (request) => {
      const id = parseId(request.params.id, 'seizoen id');
      const body = parseInput(closeSeasonRequestSchema, request.body ?? {});
      const now = new Date();
      await organiserWrite(
        app,
        request,
        async (trx) => {
          const closed = await closeSeason(trx, id, { early: body.voortijdig, now });
          return {
            value: closed,
            audit: {
              action: 'seizoen.afsluiten',
              summary: closed.closedEarly
                ? `${seasonLabel(closed.name)} voortijdig afgesloten (${closed.unplayedRounds.length} speelrondes niet gespeeld)`
                : `${seasonLabel(closed.name)} afgesloten`,
              details: closed,
            },
          };
        },
        // Closing checks the season's state itself (409 when it is closed already).
        { whenClosed: 'allow' },
      );
      return seizoenBody(app.db, id);
    },
  );

  app.post(organiserPaths.seizoenen, async (request, reply) => {
    const body = parseInput(nextSeasonRequestSchema, request.body);
    const started = await organiserWrite(
      app,
      request,
      async (trx) => {
        const outcome = await startNextSeason(trx, body, new Date());
        return {
          value: outcome,
          audit: {
            action: 'seizoen.starten',
            summary:
              `${seasonLabel(body.name)} gestart na ${outcome.previousName}: ${outcome.clubs} clubs, ` +
              `${outcome.spelers} spelers en ${outcome.deelnemers} deelnemers overgenomen`,
            details: { ...body, ...outcome },
          },
        };
      },
      { whenClosed: 'allow' },
    );
    return reply.code(201).send(await seizoenBody(app.db, started.seasonId));
  });
}

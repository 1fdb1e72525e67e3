// GET /api/mijn: the signed-in person and their teams; GET /api/mijn/teams/:deelnemerId: one of
// them (only their own).
import { mijnPaths } from '@clubelf/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam } from '../../http/parse-request';
import { mijn, mijnTeam } from './mijn-service';

/** Set by the scope's check (participant-routes.ts) before any handler runs. */
function participantOf(request: FastifyRequest) {
  const participant = request.participant;
  if (!participant) throw new Error('participant route without the participant check');
  return participant;
}

export async function mijnRoutes(app: FastifyInstance) {
  app.get(mijnPaths.mijn, (request) => mijn(app, participantOf(request)));
  app.get('/api/mijn/teams/:deelnemerId', (request) =>
    mijnTeam(app, participantOf(request).persoonId, idParam(request, 'deelnemerId')),
  );
}

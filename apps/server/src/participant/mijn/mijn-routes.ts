// GET /api/mijn: the signed-in person and their teams; GET /api/mijn/teams/:deelnemerId: one of
// them (only their own); POST /api/mijn/aanmeldingen: the public enrolment, sent signed in.
import { AANMELDING_LIMITS, mijnPaths } from '@clubelf/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam } from '../../http/parse-request';
import { mijn, mijnAanmelding, mijnTeam } from './mijn-service';

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
  // The public form's checks, caps and answer; the enrolment carries the person, so accepting
  // it makes the participant theirs. No per-address limit: the sender is known, and the
  // site's hourly cap and the per-person checks hold as for anyone.
  app.post(
    mijnPaths.aanmeldingen,
    { bodyLimit: AANMELDING_LIMITS.requestBytes },
    async (request, reply) => {
      const referentie = await mijnAanmelding(app, participantOf(request).persoonId, request.body);
      return reply.code(201).send({ referentie });
    },
  );
}

// POST /api/mijn/push and DELETE: the signed-in person's browsers that get notifications (Web
// Push, decision 029). A subscription names its push service's endpoint; only the browsers' own
// push services (and PUSH_SERVICES) are taken, as the server will post to it. Which kinds come
// as a notification is the choice in GET/PUT /api/mijn/berichten.
import {
  MAX_PUSH_ABONNEMENTEN,
  pushAbonnementSchema,
  pushAfmeldenSchema,
  pushPaths,
  type MijnPushResponse,
} from '@clubelf/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldProblem } from '../../http/errors';
import { parseInput } from '../../http/parse-request';
import { allowedEndpoint } from '../../outbox/push-channel';
import {
  countAbonnementen,
  deleteOwnAbonnement,
  saveAbonnement,
} from '../../outbox/push-repository';

function persoonIdOf(request: FastifyRequest): number {
  const participant = request.participant;
  if (!participant) throw new Error('participant route without the participant check');
  return participant.persoonId;
}

export async function pushRoutes(app: FastifyInstance) {
  app.post(pushPaths.mijn, async (request): Promise<MijnPushResponse> => {
    const persoonId = persoonIdOf(request);
    const body = parseInput(pushAbonnementSchema, request.body);
    if (!allowedEndpoint(body.endpoint, app.config.pushServices)) {
      throw fieldProblem(
        'endpoint',
        'Dit is niet het adres van een pushdienst van een browser; meldingen kunnen daar niet heen.',
      );
    }
    const apparaten = await app.db
      .transaction()
      .execute((trx) =>
        saveAbonnement(
          trx,
          { persoonId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
          MAX_PUSH_ABONNEMENTEN,
          new Date(),
        ),
      );
    return { apparaten };
  });

  app.delete(pushPaths.mijn, async (request): Promise<MijnPushResponse> => {
    const persoonId = persoonIdOf(request);
    const body = parseInput(pushAfmeldenSchema, request.body);
    // Only one's own: another person's endpoint is left alone, and the answer is the same.
    await deleteOwnAbonnement(app.db, persoonId, body.endpoint);
    return { apparaten: await countAbonnementen(app.db, persoonId) };
  });
}

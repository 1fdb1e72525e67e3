// GET /api/mijn/berichten and PUT: the signed-in person's choice, per kind (deadline, ronde,
// aanmelding), whether mail and push are on; with the address mail goes to and whether the site
// sends mail at all (the card says so instead of offering what cannot arrive).
import {
  berichtenPaths,
  berichtVoorkeurenSchema,
  type MijnBerichtenResponse,
} from '@clubelf/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../http/parse-request';
import { mailAddresses } from '../../outbox/recipient-repository';
import { setVoorkeuren, voorkeurenOf } from '../../outbox/voorkeur-repository';

function persoonIdOf(request: FastifyRequest): number {
  const participant = request.participant;
  if (!participant) throw new Error('participant route without the participant check');
  return participant.persoonId;
}

async function answer(app: FastifyInstance, persoonId: number): Promise<MijnBerichtenResponse> {
  const [voorkeuren, addresses] = await Promise.all([
    voorkeurenOf(app.db, persoonId),
    mailAddresses(app.db, [persoonId]),
  ]);
  return {
    voorkeuren,
    mailAdres: addresses.get(persoonId) ?? null,
    mailIngesteld: app.outbox.mail,
  };
}

export async function berichtenRoutes(app: FastifyInstance) {
  app.get(berichtenPaths.mijn, (request) => answer(app, persoonIdOf(request)));

  app.put(berichtenPaths.mijn, async (request) => {
    const persoonId = persoonIdOf(request);
    const body = parseInput(berichtVoorkeurenSchema, request.body);
    await app.db.transaction().execute((trx) => setVoorkeuren(trx, persoonId, body, new Date()));
    return answer(app, persoonId);
  });
}

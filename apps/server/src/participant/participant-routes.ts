// The routes table of the participant's own ("mijn") routes (see README.md): the participant
// check is attached here once, for every route below (as organiser-routes.ts does for the
// organiser), and every answer stays out of caches. The sign-in itself (/api/mijn/inloggen) is
// not here: it is open to anyone (http/accounts/participant-login-routes.ts).
import type { FastifyInstance } from 'fastify';
import { berichtenRoutes } from './berichten/berichten-routes';
import { mijnRoutes } from './mijn/mijn-routes';
import { mijnTransferRoutes } from './transfers/transfer-routes';
import { passkeyRoutes } from './passkeys/passkey-routes';
import { pushRoutes } from './push/push-routes';

export async function participantRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireParticipant);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(mijnRoutes);
  await app.register(mijnTransferRoutes);
  await app.register(berichtenRoutes);
  await app.register(passkeyRoutes);
  await app.register(pushRoutes);
}

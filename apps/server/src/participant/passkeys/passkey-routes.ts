// The signed-in person's passkeys (issue 27, decision 027), HTTP only:
//   GET    /api/mijn/passkeys          their passkeys (name, added, last used)
//   POST   /api/mijn/passkeys/opties   registration options; the challenge in a signed cookie
//   POST   /api/mijn/passkeys          {credential}: verified, kept (201)
//   DELETE /api/mijn/passkeys/:id      one of their own (404 for anyone else's)
import { passkeyPaths, passkeyToevoegenRequestSchema } from '@clubelf/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseBody } from '../../http/accounts/parse-body';
import {
  passkeyName,
  relyingParty,
  setChallengeCookie,
  takeChallenge,
} from '../../http/accounts/webauthn';
import { idParam } from '../../http/parse-request';
import { addPasskey, listPasskeys, registrationOptions, removePasskey } from './passkey-service';

/** Set by the scope's check (participant-routes.ts) before any handler runs. */
function participantOf(request: FastifyRequest) {
  const participant = request.participant;
  if (!participant) throw new Error('participant route without the participant check');
  return participant;
}

export async function passkeyRoutes(app: FastifyInstance) {
  app.get(passkeyPaths.passkeys, (request) =>
    listPasskeys(app.db, participantOf(request).persoonId),
  );

  app.post(passkeyPaths.registratieOpties, async (request, reply) => {
    const participant = participantOf(request);
    const options = await registrationOptions(
      app.db,
      participant,
      relyingParty(app, request),
      app.config.jwtSecret,
    );
    setChallengeCookie(app, request, reply, {
      purpose: 'r',
      persoonId: participant.persoonId,
      value: options.challenge,
      now: new Date(),
    });
    // PublicKeyCredential...OptionsJSON: passkeyOptionsResponseSchema in the contract.
    return reply.send(options);
  });

  app.post(passkeyPaths.passkeys, async (request, reply) => {
    const { persoonId } = participantOf(request);
    const { credential } = parseBody(passkeyToevoegenRequestSchema, request.body);
    const now = new Date();
    const challenge = takeChallenge(app, request, reply, { purpose: 'r', persoonId, now });
    const passkey = await addPasskey(
      app.db,
      persoonId,
      {
        credential,
        challenge,
        rp: relyingParty(app, request),
        name: passkeyName(request.headers['user-agent']),
      },
      now,
    );
    request.log.info({ persoonId, passkeyId: passkey.id }, 'passkey added');
    return reply.code(201).send(passkey);
  });

  app.delete('/api/mijn/passkeys/:id', async (request, reply) => {
    const { persoonId } = participantOf(request);
    await removePasskey(app.db, persoonId, idParam(request));
    return reply.code(204).send();
  });
}

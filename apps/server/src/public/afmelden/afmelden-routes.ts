// The one-click unsubscribe (RFC 8058). GET /api/afmelden?token=: what the link would switch
// off, for the page /afmelden (a GET never switches anything off: a mail scanner follows links).
// POST /api/afmelden?token=: switches that kind of mail off for that person; a mail client sends
// it from the List-Unsubscribe-Post header without API key or XSRF pair (api-key-exempt.ts), so
// the token alone decides, and it can do nothing but this.
import {
  afmeldenResponseSchema,
  BERICHT_SOORT_LABELS,
  berichtenPaths,
  type AfmeldenResponse,
} from '@clubelf/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { parseInput } from '../../http/parse-request';
import { readAfmeldToken } from '../../outbox/afmeld-token';
import { persoonExists } from '../../outbox/recipient-repository';
import { setVoorkeur, voorkeurenOf } from '../../outbox/voorkeur-repository';

const querySchema = z.object({ token: z.string().min(1, 'De afmeldlink is onvolledig.') });

export const TOKEN_INVALID =
  'Deze afmeldlink is niet (meer) geldig. Je kunt je berichten instellen op Mijn superelf.';

async function read(app: FastifyInstance, request: FastifyRequest) {
  const { token } = parseInput(querySchema, request.query);
  const target = readAfmeldToken(app.config.jwtSecret, token);
  if (!target) throw new HttpError(404, 'not_found', TOKEN_INVALID);
  if (!(await persoonExists(app.db, target.persoonId))) {
    throw new HttpError(404, 'not_found', TOKEN_INVALID);
  }
  return target;
}

async function state(
  app: FastifyInstance,
  target: { persoonId: number; soort: AfmeldenResponse['soort'] },
): Promise<AfmeldenResponse> {
  const voorkeuren = await voorkeurenOf(app.db, target.persoonId);
  return afmeldenResponseSchema.parse({
    soort: target.soort,
    omschrijving: BERICHT_SOORT_LABELS[target.soort],
    uit: !voorkeuren[target.soort].mail,
  });
}

export async function afmeldenRoutes(app: FastifyInstance) {
  app.get(berichtenPaths.afmelden, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return state(app, await read(app, request));
  });

  // A mail client posts `List-Unsubscribe=One-Click` as a form (RFC 8058 section 3.1): taken as
  // text and not read further, the token in the address decides. Only in this scope.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
  app.post(berichtenPaths.afmelden, async (request, reply) => {
    const target = await read(app, request);
    await setVoorkeur(app.db, target.persoonId, target.soort, 'mail', false, new Date());
    request.log.info({ soort: target.soort }, 'unsubscribed');
    reply.header('cache-control', 'no-store');
    return state(app, target);
  });
}

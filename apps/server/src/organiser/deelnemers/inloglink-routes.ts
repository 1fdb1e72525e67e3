// POST /api/organiser/deelnemers/:id/inloglink (issue 27): a sign-in link for the person behind
// a participant who has no e-mail (or no mail server here), valid 7 days and once, for the
// organiser to send by WhatsApp. Audited: who made a link for whom, never the link itself.
import { mijnPaths, type InloglinkResponse } from '@clubelf/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { idParam } from '../../http/parse-request';
import { findPersoonOfDeelnemer } from '../../http/accounts/persoon-account-repository';
import { createInloglink, linkUrl } from '../../http/accounts/sign-in-links';
import { recordAudit } from '../logboek/logboek-repository';

/** PUBLIC_URL, else the address the organiser reached this server by (their own request). */
function publicUrlOf(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export async function inloglinkRoutes(app: FastifyInstance) {
  app.post(mijnPaths.inloglink(0).replace('/0/', '/:id/'), async (request, reply) => {
    const deelnemerId = idParam(request);
    const organiser = request.organiser;
    if (!organiser) throw new Error('organiser route without the organiser check');
    const link = await app.db.transaction().execute(async (trx) => {
      const persoonId = await findPersoonOfDeelnemer(trx, deelnemerId);
      if (persoonId === undefined) {
        throw new HttpError(404, 'not_found', `Deelnemer ${deelnemerId} bestaat niet.`);
      }
      if (persoonId === null) {
        throw new HttpError(409, 'conflict', 'Deze deelnemer hoort bij geen persoon.');
      }
      const made = await createInloglink(trx, {
        persoonId,
        kind: 'organisator',
        email: null,
        now: new Date(),
      });
      await recordAudit(trx, {
        accountId: organiser.accountId,
        userName: organiser.displayName,
        action: 'deelnemer.inloglink',
        summary: `Inloglink gemaakt voor deelnemer ${deelnemerId}`,
        details: { deelnemerId, persoonId, expiresAt: made.expiresAt.toISOString() },
      });
      return made;
    });
    const answer: InloglinkResponse = {
      url: linkUrl(publicUrlOf(app, request), link.token),
      expiresAt: link.expiresAt.toISOString(),
    };
    return reply.code(201).send(answer);
  });
}

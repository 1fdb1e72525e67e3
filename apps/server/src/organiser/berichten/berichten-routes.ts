// The organiser's outbox (issue 28): GET the newest messages with their status and the reason
// of a failure, POST .../opnieuw to send a failed (or waiting) one at once, and POST
// /api/organiser/mededelingen for an announcement. Writes go through organiserWrite (one
// transaction with the audit entry), then the sender is woken.
import {
  berichtenPaths,
  berichtInstellingenRequestSchema,
  berichtStatusSchema,
  mededelingRequestSchema,
  type MededelingResponse,
  type OutboxResponse,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { FastifyInstance } from 'fastify';
import { refused } from '../../http/conflict';
import { notFound } from '../../http/errors';
import { idParam, parseInput } from '../../http/parse-request';
import {
  berichtInstellingen,
  saveBerichtInstellingen,
} from '../../outbox/bericht-instelling-repository';
import { countByStatus, findBericht, listOutbox, retryNow } from '../../outbox/outbox-repository';
import { organiserWrite } from '../organiser-write';
import { subcompetitieNames } from './mededeling-repository';
import { writeMededeling } from './mededeling-service';

/** The dashboard's list: enough to see what happened lately; older rows stay in the table. */
const LIST_SIZE = 200;

export const MAIL_NOT_CONFIGURED =
  'Er gaat nog geen mail weg: stel SMTP_URL (smtp:// of smtps://), MAIL_FROM en PUBLIC_URL in ' +
  '(zie de README, "Configuration") en start de server opnieuw. Tot dan blijven de berichten hier bewaard.';

async function outbox(app: FastifyInstance): Promise<OutboxResponse> {
  const [rows, aantallen, subcompetities] = await Promise.all([
    listOutbox(app.db, LIST_SIZE),
    countByStatus(app.db),
    subcompetitieNames(app.db),
  ]);
  return {
    berichten: rows.map((r) => ({
      id: r.id,
      soort: r.kind,
      kanaal: r.channel,
      aan: r.persoonName ?? r.address,
      onderwerp: r.subject,
      status: berichtStatusSchema.parse(r.status),
      pogingen: Number(r.attempts),
      reden: r.lastError,
      aangemaakt: r.createdAt,
      verstuurd: r.sentAt,
      volgendePoging: r.status === 'waiting' ? r.nextAttemptAt : null,
    })),
    aantallen,
    mailNietIngesteld: app.outbox.mail ? null : MAIL_NOT_CONFIGURED,
    subcompetities,
  };
}

export async function berichtenOrganiserRoutes(app: FastifyInstance) {
  app.get(berichtenPaths.outbox, () => outbox(app));

  app.post('/api/organiser/berichten/:id/opnieuw', async (request) => {
    const id = idParam(request);
    await organiserWrite(
      app,
      request,
      async (trx) => {
        const bericht = await findBericht(trx, id);
        if (!bericht || bericht.channel === 'intern') throw notFound(`Bericht ${id} bestaat niet`);
        const again = await retryNow(trx, id, new Date());
        if (!again) {
          throw refused(
            bericht.status === 'sent'
              ? 'Dit bericht is al verstuurd.'
              : 'Dit bericht wordt nu verstuurd.',
          );
        }
        return {
          value: undefined,
          audit: {
            action: 'bericht.opnieuw',
            summary: `Bericht "${bericht.subject}" opnieuw versturen`,
            details: { berichtId: id, status: bericht.status, reden: bericht.lastError },
          },
        };
      },
      { whenClosed: 'allow' },
    );
    app.outbox.wake();
    return outbox(app);
  });

  app.post(berichtenPaths.mededelingen, async (request, reply): Promise<MededelingResponse> => {
    const body = parseInput(mededelingRequestSchema, request.body);
    const written = await organiserWrite(
      app,
      request,
      async (trx) => {
        const value = await writeMededeling(trx, body);
        return {
          value,
          audit: {
            action: 'mededeling.versturen',
            summary: `Mededeling "${body.titel}" aan ${value.ontvangers} ${value.ontvangers === 1 ? 'deelnemer' : 'deelnemers'}${body.subcompetitie ? ` (${body.subcompetitie})` : ''}`,
            details: { ...body, ontvangers: value.ontvangers },
          },
        };
      },
      { whenClosed: 'allow' },
    );
    app.outbox.wake();
    reply.code(201);
    return written;
  });

  app.get(organiserPaths.berichtenInstellingen, () => berichtInstellingen(app.db));

  app.put(organiserPaths.berichtenInstellingen, async (request) => {
    const body = parseInput(berichtInstellingenRequestSchema, request.body);
    await organiserWrite(
      app,
      request,
      async (trx) => {
        const before = await berichtInstellingen(trx);
        await saveBerichtInstellingen(trx, body, new Date());
        return {
          value: undefined,
          audit: {
            action: 'berichten.instellen',
            summary: `Berichten: de deadlineherinnering ${body.deadlineUren} uur voor het sluiten`,
            details: { deadlineUren: { before: before.deadlineUren, after: body.deadlineUren } },
          },
        };
      },
      { whenClosed: 'allow' },
    );
    // A window may now be within the new hours: the sender looks at once.
    app.outbox.wake();
    return berichtInstellingen(app.db);
  });
}

// The organiser's enrolment inbox (issue 15): the list, the enrolment settings, and accept, ask
// for a change or refuse, each written with its audit entry (organiser-write.ts). The audit
// entries name the enrolment, never its e-mail or phone.
import {
  aanmeldingAccepterenRequestSchema,
  aanmeldingInstellingenSchema,
  aanmeldingWeigerenRequestSchema,
  aanmeldingWijzigingRequestSchema,
  aanmeldingenWeigerenRequestSchema,
} from '@clubelf/contract';
import type { AanmeldingenGeweigerd, AanmeldingInstellingen } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { FastifyInstance } from 'fastify';
import {
  findAanmeldingSeason,
  updateAanmeldingSettings,
} from '../../public/aanmeldingen/aanmelding-repository';
import { organiserWrite } from '../organiser-write';
import { idParam, parseInput } from '../../http/parse-request';
import { requireSeason } from '../seizoen/season-state';
import {
  acceptAanmelding,
  askChange,
  getInboxEntry,
  listInbox,
  refuseAanmelding,
  refuseSeveral,
  requireAanmelding,
} from './aanmelding-inbox-service';

const ONE = '/api/organiser/aanmeldingen/:id';

async function instellingen(app: FastifyInstance): Promise<AanmeldingInstellingen> {
  await requireSeason(app.db);
  const window = (await findAanmeldingSeason(app.db))!;
  return {
    vanaf: window.vanaf,
    tot: window.tot,
    maxTeamsPerPersoon: window.maxTeamsPerPersoon,
    maxPerUur: window.maxPerUur,
  };
}

export async function aanmeldingInboxRoutes(app: FastifyInstance) {
  app.get(organiserPaths.aanmeldingen, async () => listInbox(app.db, await requireSeason(app.db)));

  app.get(organiserPaths.aanmeldingInstellingen, () => instellingen(app));

  app.put(organiserPaths.aanmeldingInstellingen, async (request) => {
    const body = parseInput(aanmeldingInstellingenSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      await requireSeason(trx);
      await updateAanmeldingSettings(trx, body);
      return {
        value: undefined,
        audit: {
          action: 'aanmelding.instellingen',
          summary: 'Instellingen van de aanmelding gewijzigd',
          details: body,
        },
      };
    });
    return instellingen(app);
  });

  // Several at once (the inbox's selection): all or none, one statement, one audit entry.
  app.post(organiserPaths.aanmeldingenWeigeren, async (request): Promise<AanmeldingenGeweigerd> => {
    const { aanmeldingen, notitie } = parseInput(aanmeldingenWeigerenRequestSchema, request.body);
    return organiserWrite(app, request, async (trx) => {
      const season = await requireSeason(trx);
      const refused = await refuseSeveral(trx, season.id, aanmeldingen, notitie);
      return {
        value: { geweigerd: refused.map((a) => a.id) },
        audit: {
          action: 'aanmelding.weigeren',
          summary: `${refused.length === 1 ? '1 aanmelding' : `${refused.length} aanmeldingen`} geweigerd`,
          details: {
            aanmeldingIds: refused.map((a) => a.id),
            namen: refused.map((a) => `${a.naam} (${a.teamnaam})`),
            notitie: notitie ?? null,
          },
        },
      };
    });
  });

  app.post(`${ONE}/accepteren`, async (request) => {
    const id = idParam(request);
    const { version, ...wanted } = parseInput(aanmeldingAccepterenRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      const season = await requireSeason(trx);
      const aanmelding = await requireAanmelding(trx, season.id, id, version);
      const { deelnemerId, startRonde } = await acceptAanmelding(trx, season, aanmelding, wanted);
      return {
        value: undefined,
        audit: {
          action: 'aanmelding.accepteren',
          summary: `Aanmelding van ${aanmelding.naam} (${aanmelding.teamnaam}) geaccepteerd`,
          details: {
            aanmeldingId: id,
            deelnemerId,
            naam: aanmelding.naam,
            teamnaam: aanmelding.teamnaam,
            selectie: aanmelding.spelerIds,
            startRonde,
          },
        },
      };
    });
    return getInboxEntry(app.db, await requireSeason(app.db), id);
  });

  app.post(`${ONE}/wijziging`, async (request) => {
    const id = idParam(request);
    const { version, notitie } = parseInput(aanmeldingWijzigingRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      const season = await requireSeason(trx);
      const aanmelding = await requireAanmelding(trx, season.id, id, version);
      await askChange(trx, aanmelding, notitie);
      return {
        value: undefined,
        audit: {
          action: 'aanmelding.wijziging',
          summary: `Wijziging gevraagd van de aanmelding van ${aanmelding.naam} (${aanmelding.teamnaam})`,
          details: { aanmeldingId: id, notitie },
        },
      };
    });
    return getInboxEntry(app.db, await requireSeason(app.db), id);
  });

  app.post(`${ONE}/weigeren`, async (request) => {
    const id = idParam(request);
    const { version, notitie } = parseInput(aanmeldingWeigerenRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      const season = await requireSeason(trx);
      const aanmelding = await requireAanmelding(trx, season.id, id, version);
      await refuseAanmelding(trx, aanmelding, notitie);
      return {
        value: undefined,
        audit: {
          action: 'aanmelding.weigeren',
          summary: `Aanmelding van ${aanmelding.naam} (${aanmelding.teamnaam}) geweigerd`,
          details: { aanmeldingId: id, notitie: notitie ?? null },
        },
      };
    });
    return getInboxEntry(app.db, await requireSeason(app.db), id);
  });
}

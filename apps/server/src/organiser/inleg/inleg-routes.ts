// The entry fee (inleg, issue 15): the season's amount and setting, who has paid, the reminder
// text and the list as a spreadsheet. Every write goes through organiserWrite: its audit entry
// in the same transaction, and a recompute (the setting can change the standings).
import {
  INLEG_WIJZE_LABELS,
  formatEuro,
  inlegBetalingRequestSchema,
  inlegBulkBetalingRequestSchema,
  inlegInstellingenRequestSchema,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { FastifyInstance } from 'fastify';
import { XLSX_CONTENT_TYPE } from '../../public/info/aanmeldformulier';
import { organiserWrite } from '../organiser-write';
import { idParam, parseInput } from '../../http/parse-request';
import { requireSeason } from '../seizoen/season-state';
import { deletePayment, findInleg, saveInleg, savePayment, savePayments } from './inleg-repository';
import {
  checkBetaaldOp,
  herinnering,
  inlegOverzicht,
  requireInlegDeelnemer,
  requireOpenAtVersion,
} from './inleg-service';
import { buildInlegWorkbook } from './inleg-workbook';

const BETALING = '/api/organiser/inleg/betalingen/:deelnemerId';

export async function inlegRoutes(app: FastifyInstance) {
  app.get(organiserPaths.inleg, () => inlegOverzicht(app.db));

  app.put(organiserPaths.inleg, async (request) => {
    const body = parseInput(inlegInstellingenRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      const season = await requireSeason(trx);
      const before = await findInleg(trx, season.id);
      await saveInleg(trx, season.id, body);
      const telt = body.onbetaaldTeltMee ? 'tellen mee' : 'tellen niet mee';
      return {
        value: undefined,
        audit: {
          action: 'inleg.instellen',
          summary: `Inleg ${formatEuro(body.bedragCenten)}; onbetaalde deelnemers ${telt}`,
          details: { before, after: body },
        },
      };
    });
    return inlegOverzicht(app.db);
  });

  app.put(BETALING, async (request) => {
    const deelnemerId = idParam(request, 'deelnemerId');
    const body = parseInput(inlegBetalingRequestSchema, request.body);
    checkBetaaldOp(body.betaaldOp);
    await organiserWrite(app, request, async (trx) => {
      const deelnemer = await requireInlegDeelnemer(trx, deelnemerId);
      await savePayment(trx, deelnemerId, body);
      return {
        value: undefined,
        audit: {
          action: 'inleg.betaald',
          summary: `Inleg van ${deelnemer.name} betaald op ${body.betaaldOp} (${INLEG_WIJZE_LABELS[body.wijze].toLowerCase()})`,
          details: { deelnemerId, ...body },
        },
      };
    });
    return inlegOverzicht(app.db);
  });

  // Several at once: each participant still at the version the organiser saw and still open,
  // or nothing is written (409), so two treasurers ticking the same names never book twice.
  app.post(organiserPaths.inlegBetalingen, async (request) => {
    const body = parseInput(inlegBulkBetalingRequestSchema, request.body);
    checkBetaaldOp(body.betaaldOp);
    await organiserWrite(app, request, async (trx) => {
      const deelnemers = await requireOpenAtVersion(trx, body.deelnemers);
      await savePayments(
        trx,
        deelnemers.map((d) => d.deelnemerId),
        { betaaldOp: body.betaaldOp, wijze: body.wijze },
      );
      const wie = deelnemers.length === 1 ? '1 deelnemer' : `${deelnemers.length} deelnemers`;
      return {
        value: undefined,
        audit: {
          action: 'inleg.betaald',
          summary: `Inleg van ${wie} betaald op ${body.betaaldOp} (${INLEG_WIJZE_LABELS[body.wijze].toLowerCase()})`,
          details: {
            deelnemerIds: deelnemers.map((d) => d.deelnemerId),
            namen: deelnemers.map((d) => d.name),
            betaaldOp: body.betaaldOp,
            wijze: body.wijze,
          },
        },
      };
    });
    return inlegOverzicht(app.db);
  });

  app.delete(BETALING, async (request) => {
    const deelnemerId = idParam(request, 'deelnemerId');
    // Already open: nothing to write (a second click, or another organiser was first).
    if (!(await requireInlegDeelnemer(app.db, deelnemerId)).betaald) return inlegOverzicht(app.db);
    await organiserWrite(app, request, async (trx) => {
      const deelnemer = await requireInlegDeelnemer(trx, deelnemerId);
      await deletePayment(trx, deelnemerId);
      return {
        value: undefined,
        audit: {
          action: 'inleg.open',
          summary: `Inleg van ${deelnemer.name} weer open`,
          details: {
            deelnemerId,
            before: { betaaldOp: deelnemer.betaaldOp, wijze: deelnemer.wijze },
          },
        },
      };
    });
    return inlegOverzicht(app.db);
  });

  app.get(organiserPaths.inlegHerinnering, async () => herinnering(await inlegOverzicht(app.db)));

  app.get(organiserPaths.inlegExport, async (_request, reply) => {
    const season = await requireSeason(app.db);
    const overzicht = await inlegOverzicht(app.db);
    const file = await buildInlegWorkbook(overzicht, season.clubName);
    const name = season.name.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '');
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="inleg-${name || 'seizoen'}.xlsx"`)
      .send(file);
  });
}

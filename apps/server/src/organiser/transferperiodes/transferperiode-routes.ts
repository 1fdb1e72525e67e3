// Transfer windows: the organiser opens one (typically in the winter break); transfers made
// while it is open take effect from its speelronde.
import {
  transferperiodeCreateRequestSchema,
  transferperiodeUpdateRequestSchema,
  versionQuerySchema,
  type TransferperiodeCreateRequest,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { type FieldProblem, refusedFields } from '../../http/errors';
import { conflict, refused } from '../../http/conflict';
import { organiserWrite } from '../organiser-write';
import { idParam, parseInput } from '../../http/parse-request';
import { roundHasResults } from '../../read-model/season-repository';
import { requireSeason } from '../seizoen/season-state';
import {
  deleteTransferWindow,
  getTransferperiode,
  insertTransferWindow,
  listTransferperiodes,
  openTransferWindow,
  updateTransferWindow,
} from './transferperiode-repository';

const ROUTE = '/api/organiser/transferperiodes/:id';

async function checkWindow(db: Db, body: TransferperiodeCreateRequest, exceptId?: number) {
  const season = await requireSeason(db);
  const problems: FieldProblem[] = [];
  if (body.fromRound < 2)
    problems.push({
      field: 'fromRound',
      message: 'fromRound moet minstens 2 zijn: in speelronde 1 geldt de selectie zelf',
    });
  if (body.fromRound > season.roundCount) {
    problems.push({
      field: 'fromRound',
      message: `fromRound mag hoogstens ${season.roundCount} zijn (het aantal speelrondes)`,
    });
  }
  const same = (await listTransferperiodes(db)).find(
    (w) => w.fromRound === body.fromRound && w.id !== exceptId,
  );
  if (same)
    problems.push({
      field: 'fromRound',
      message: `fromRound: er is al een transferperiode vanaf speelronde ${body.fromRound}`,
    });
  if (body.isOpen) {
    const open = await openTransferWindow(db);
    if (open && open.id !== exceptId) {
      problems.push({
        field: 'isOpen',
        message: `isOpen: sluit eerst de open transferperiode (vanaf speelronde ${open.fromRound})`,
      });
    }
    if (await roundHasResults(db, body.fromRound)) {
      problems.push({
        field: 'isOpen',
        message: `isOpen: speelronde ${body.fromRound} heeft al uitslagen; transfers kunnen daar niet meer ingaan`,
      });
    }
  }
  if (problems.length > 0) throw refusedFields(problems);
}

const describe = (w: TransferperiodeCreateRequest) =>
  `Transferperiode vanaf speelronde ${w.fromRound} (${w.isOpen ? 'open' : 'gesloten'})`;

export async function transferperiodeRoutes(app: FastifyInstance) {
  app.get(organiserPaths.transferperiodes, () => listTransferperiodes(app.db));

  app.post(organiserPaths.transferperiodes, async (request, reply) => {
    const body = parseInput(transferperiodeCreateRequestSchema, request.body);
    const id = await organiserWrite(app, request, async (trx) => {
      await checkWindow(trx, body);
      const id = await insertTransferWindow(trx, body);
      return {
        value: id,
        audit: {
          action: 'transferperiode.aanmaken',
          summary: `${describe(body)} toegevoegd`,
          details: { id, ...body },
        },
      };
    });
    return reply.code(201).send(await getTransferperiode(app.db, id));
  });

  app.put(ROUTE, async (request) => {
    const id = idParam(request);
    const body = parseInput(transferperiodeUpdateRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      const before = await getTransferperiode(trx, id);
      if (before.version !== body.version) throw conflict();
      await checkWindow(trx, body, id);
      if (before.fromRound !== body.fromRound && before.transferCount > 0) {
        throw refused(
          `Er zijn al ${before.transferCount} transfers vanaf speelronde ${before.fromRound}; die speelronde kan niet meer veranderen.`,
        );
      }
      await updateTransferWindow(trx, id, body.version, body);
      return {
        value: undefined,
        audit: {
          action: 'transferperiode.wijzigen',
          summary: `${describe(body)} gewijzigd`,
          details: {
            id,
            before: { fromRound: before.fromRound, isOpen: before.isOpen },
            after: body,
          },
        },
      };
    });
    return getTransferperiode(app.db, id);
  });

  app.delete(ROUTE, async (request, reply) => {
    const id = idParam(request);
    const { version } = parseInput(versionQuerySchema, request.query);
    await organiserWrite(app, request, async (trx) => {
      const window = await getTransferperiode(trx, id);
      if (window.version !== version) throw conflict();
      if (window.transferCount > 0) {
        throw refused(
          `Er zijn al ${window.transferCount} transfers in deze transferperiode; hij kan niet weg.`,
        );
      }
      await deleteTransferWindow(trx, id, version);
      return {
        value: undefined,
        audit: {
          action: 'transferperiode.verwijderen',
          summary: `${describe(window)} verwijderd`,
          details: { id, fromRound: window.fromRound },
        },
      };
    });
    return reply.code(204).send();
  });
}

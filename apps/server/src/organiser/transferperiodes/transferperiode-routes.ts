// Transfer windows: the organiser opens one (typically in the winter break); transfers made
// while it is open take effect from its speelronde. With a deadline (sluitOp, typed in Dutch
// time, stored in UTC: decision 028) participants make their own transfers until then.
import {
  transferperiodeCreateRequestSchema,
  transferperiodeUpdateRequestSchema,
  versionQuerySchema,
  type Transferperiode,
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
import { dutchMoment, leagueLocal, leagueLocalToUtc } from '../../lib/league-time';
import { requireSeason } from '../seizoen/season-state';
import { transferperiodeOverzicht } from './transferperiode-service';
import {
  deleteTransferWindow,
  firstKickoff,
  getTransferperiode,
  insertTransferWindow,
  listTransferperiodes,
  openTransferWindow,
  updateTransferWindow,
} from './transferperiode-repository';

const ROUTE = '/api/organiser/transferperiodes/:id';

/**
 * The deadline to store (ISO UTC): the one typed, else (a PUT without it) the stored one. A new
 * or changed deadline lies ahead and no later than the first kickoff of the window's speelronde.
 */
async function deadlineOf(
  db: Db,
  body: TransferperiodeCreateRequest,
  now: Date,
  problems: FieldProblem[],
  before?: Transferperiode,
): Promise<string | null> {
  if (body.sluitOp === undefined) return before?.sluitOp ?? null;
  if (body.sluitOp === null) return null;
  const sluitOp = leagueLocalToUtc(body.sluitOp);
  if (sluitOp === null) {
    problems.push({
      field: 'sluitOp',
      message: `sluitOp: ${body.sluitOp} bestaat niet in Nederlandse tijd (de klok gaat dan een uur vooruit)`,
    });
    return null;
  }
  if (sluitOp === before?.sluitOp) return sluitOp;
  if (sluitOp <= now.toISOString()) {
    problems.push({
      field: 'sluitOp',
      message: `sluitOp ligt in het verleden: het is nu ${dutchMoment(now.toISOString())}`,
    });
  }
  const kickoff = await firstKickoff(db, body.fromRound);
  if (kickoff !== undefined && body.sluitOp > kickoff) {
    problems.push({
      field: 'sluitOp',
      message: `sluitOp mag niet na de eerste wedstrijd van speelronde ${body.fromRound} liggen (${dutchMoment(leagueLocalToUtc(kickoff) ?? sluitOp)})`,
    });
  }
  return sluitOp;
}

/** Refuses (400, every problem) or gives the deadline to store. */
async function checkWindow(
  db: Db,
  body: TransferperiodeCreateRequest,
  now: Date,
  before?: Transferperiode,
): Promise<string | null> {
  const exceptId = before?.id;
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
  const same = (await listTransferperiodes(db, now)).find(
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
  const sluitOp = await deadlineOf(db, body, now, problems, before);
  if (problems.length > 0) throw refusedFields(problems);
  return sluitOp;
}

const describe = (w: { fromRound: number; isOpen: boolean; sluitOp?: string | null }) =>
  `Transferperiode vanaf speelronde ${w.fromRound} (${w.isOpen ? 'open' : 'gesloten'}` +
  `${w.sluitOp ? `, deadline ${leagueLocal(new Date(w.sluitOp))}` : ''})`;

export async function transferperiodeRoutes(app: FastifyInstance) {
  app.get(organiserPaths.transferperiodes, () => listTransferperiodes(app.db, app.clock()));

  app.get(`${ROUTE}/transfers`, (request) =>
    transferperiodeOverzicht(app.db, idParam(request), app.clock()),
  );

  app.post(organiserPaths.transferperiodes, async (request, reply) => {
    const body = parseInput(transferperiodeCreateRequestSchema, request.body);
    const id = await organiserWrite(app, request, async (trx) => {
      const sluitOp = await checkWindow(trx, body, app.clock());
      const row = { fromRound: body.fromRound, isOpen: body.isOpen, sluitOp };
      const id = await insertTransferWindow(trx, row);
      return {
        value: id,
        audit: {
          action: 'transferperiode.aanmaken',
          summary: `${describe(row)} toegevoegd`,
          details: { id, ...row },
        },
      };
    });
    return reply.code(201).send(await getTransferperiode(app.db, id, app.clock()));
  });

  app.put(ROUTE, async (request) => {
    const id = idParam(request);
    const body = parseInput(transferperiodeUpdateRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      const before = await getTransferperiode(trx, id, app.clock());
      if (before.version !== body.version) throw conflict();
      const sluitOp = await checkWindow(trx, body, app.clock(), before);
      const row = { fromRound: body.fromRound, isOpen: body.isOpen, sluitOp };
      if (before.fromRound !== body.fromRound && before.transferCount > 0) {
        throw refused(
          `Er zijn al ${before.transferCount} transfers vanaf speelronde ${before.fromRound}; die speelronde kan niet meer veranderen.`,
        );
      }
      await updateTransferWindow(trx, id, body.version, row);
      return {
        value: undefined,
        audit: {
          action: 'transferperiode.wijzigen',
          summary: `${describe(row)} gewijzigd`,
          details: {
            id,
            before: { fromRound: before.fromRound, isOpen: before.isOpen, sluitOp: before.sluitOp },
            after: row,
          },
        },
      };
    });
    return getTransferperiode(app.db, id, app.clock());
  });

  app.delete(ROUTE, async (request, reply) => {
    const id = idParam(request);
    const { version } = parseInput(versionQuerySchema, request.query);
    await organiserWrite(app, request, async (trx) => {
      const window = await getTransferperiode(trx, id, app.clock());
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

// Transfers inside the open transfer window: checked with the engine's validateTransfers on
// top of everything the participant already did, stored from the window's speelronde on.
import {
  transfersCheckRequestSchema,
  transfersRequestSchema,
  versionQuerySchema,
  type RegelCheck,
  type TransfersCheckRequest,
} from '@clubelf/contract';
import type { Transfer, TransferFout } from '@clubelf/engine';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { refused } from '../../http/conflict';
import { organiserWrite } from '../organiser-write';
import { idParam, parseInput } from '../../http/parse-request';
import { roundHasResults } from '../../read-model/season-repository';
import { requireSeason } from '../seizoen/season-state';
import { openTransferWindow } from '../transferperiodes/transferperiode-repository';
import { bumpDeelnemerVersion, getDeelnemer } from './deelnemer-repository';
import { deleteTransfer, insertTransfers, loadSelecties } from './selectie-repository';
import { refuseFouten, transferFouten } from './selectie-service';

const ROUTE = '/api/organiser/deelnemers/:id/transfers';

/** The open window whose speelronde has not started, or 409 naming why transfers cannot be made. */
async function requireOpenWindow(db: Db): Promise<number> {
  const window = await openTransferWindow(db);
  if (!window) throw refused('Er is geen transferperiode open.');
  if (await roundHasResults(db, window.fromRound)) {
    throw refused(
      `De transferperiode gaat in vanaf speelronde ${window.fromRound}, maar die speelronde heeft al uitslagen.`,
    );
  }
  return window.fromRound;
}

/** The new transfers (negative ids until stored) with the rules they break. */
async function checkNew(db: Db, deelnemerId: number, body: TransfersCheckRequest) {
  const season = await requireSeason(db);
  const deelnemer = await getDeelnemer(db, deelnemerId);
  if (deelnemer.selectie.length === 0) throw refused(`${deelnemer.name} heeft nog geen selectie.`);
  const fromRound = await requireOpenWindow(db);
  const stored = (await loadSelecties(db, deelnemerId)).get(deelnemerId) ?? {
    initial: [],
    transfers: [],
  };
  const added: Transfer[] = body.transfers.map((t, i) => ({
    id: -(i + 1),
    deelnemerId,
    fromRound,
    ...t,
  }));
  const isNew = (f: TransferFout) => !f.transferIds || f.transferIds.some((id) => id < 0);
  const fouten = await transferFouten(
    db,
    season.settings,
    stored.initial,
    [...stored.transfers, ...added],
    isNew,
  );
  return { deelnemer, fromRound, added, fouten };
}

export async function transferRoutes(app: FastifyInstance) {
  app.post(`${ROUTE}/check`, async (request): Promise<RegelCheck> => {
    const id = idParam(request);
    const body = parseInput(transfersCheckRequestSchema, request.body);
    const { fouten } = await checkNew(app.db, id, body);
    return { valid: fouten.length === 0, fouten };
  });

  app.post(ROUTE, async (request, reply) => {
    const id = idParam(request);
    const body = parseInput(transfersRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      await getDeelnemer(trx, id);
      // The version first: it holds the participant's row until commit (no parallel transfers).
      await bumpDeelnemerVersion(trx, id, body.version);
      const { deelnemer, fromRound, added, fouten } = await checkNew(trx, id, body);
      if (fouten.length > 0) refuseFouten(fouten);
      await insertTransfers(trx, added);
      return {
        value: undefined,
        audit: {
          action: 'transfer.aanmaken',
          summary: `${added.length} transfer${added.length === 1 ? '' : 's'} voor ${deelnemer.name} vanaf speelronde ${fromRound}`,
          details: { deelnemerId: id, fromRound, transfers: body.transfers },
        },
      };
    });
    return reply.code(201).send(await getDeelnemer(app.db, id));
  });

  app.delete(`${ROUTE}/:transferId`, async (request, reply) => {
    const id = idParam(request);
    const transferId = idParam(request, 'transferId');
    const { version } = parseInput(versionQuerySchema, request.query);
    await organiserWrite(app, request, async (trx) => {
      const season = await requireSeason(trx);
      const deelnemer = await getDeelnemer(trx, id);
      await bumpDeelnemerVersion(trx, id, version);
      const transfer = deelnemer.transfers.find((t) => t.id === transferId);
      if (!transfer) throw notFound(`Transfer ${transferId} van ${deelnemer.name} bestaat niet`);
      if (await roundHasResults(trx, transfer.fromRound)) {
        throw refused(
          `De transfer gaat in vanaf speelronde ${transfer.fromRound}, die al uitslagen heeft; hij kan niet meer terug.`,
        );
      }
      const rest = deelnemer.transfers
        .filter((t) => t.id !== transferId)
        .map((t) => ({ ...t, deelnemerId: id }));
      const fouten = await transferFouten(trx, season.settings, deelnemer.selectie, rest);
      if (fouten.length > 0)
        refuseFouten(fouten, 'Zonder deze transfer kloppen de andere niet meer: ');
      await deleteTransfer(trx, transferId);
      return {
        value: undefined,
        audit: {
          action: 'transfer.verwijderen',
          summary: `Transfer van ${deelnemer.name} (vanaf speelronde ${transfer.fromRound}) teruggedraaid`,
          details: { deelnemerId: id, transfer },
        },
      };
    });
    return reply.code(204).send();
  });
}

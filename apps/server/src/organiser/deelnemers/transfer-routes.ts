// The organiser's transfers for a participant inside the open transfer window (paper
// participants, corrections): the rules and the store are shared with the participant's own
// transfers (transfer-service.ts). The organiser may still enter and undo them after the
// participants' deadline, until the window's speelronde has results; an undo may carry a note
// for the audit log.
import {
  transferDeleteQuerySchema,
  transfersCheckRequestSchema,
  transfersRequestSchema,
  type RegelCheck,
} from '@clubelf/contract';
import type { FastifyInstance } from 'fastify';
import { organiserWrite } from '../organiser-write';
import { idParam, parseInput } from '../../http/parse-request';
import { getDeelnemer } from './deelnemer-repository';
import { organiserTransferField } from './transfer-fields';
import { addTransfers, checkNewTransfers, undoTransfer } from './transfer-service';

const ROUTE = '/api/organiser/deelnemers/:id/transfers';

export async function transferRoutes(app: FastifyInstance) {
  app.post(`${ROUTE}/check`, async (request): Promise<RegelCheck> => {
    const id = idParam(request);
    const body = parseInput(transfersCheckRequestSchema, request.body);
    const { fouten } = await checkNewTransfers(app.db, id, body.transfers);
    return { valid: fouten.length === 0, fouten };
  });

  app.post(ROUTE, async (request, reply) => {
    const id = idParam(request);
    const body = parseInput(transfersRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      const { deelnemer, fromRound, added } = await addTransfers(
        trx,
        id,
        body.version,
        body.transfers,
        'organisator',
        organiserTransferField,
      );
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
    const { version, notitie } = parseInput(transferDeleteQuerySchema, request.query);
    await organiserWrite(app, request, async (trx) => {
      const { deelnemer, transfer } = await undoTransfer(trx, id, transferId, version);
      const note = notitie ? `: ${notitie}` : '';
      return {
        value: undefined,
        audit: {
          action: 'transfer.verwijderen',
          summary: `Transfer van ${deelnemer.name} (vanaf speelronde ${transfer.fromRound}) teruggedraaid${note}`,
          details: { deelnemerId: id, transfer, ...(notitie ? { notitie } : {}) },
        },
      };
    });
    return reply.code(204).send();
  });
}

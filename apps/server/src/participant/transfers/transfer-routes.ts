// The participant's own transfers (issue 27, item 3): the state of his team in the window, the
// live check of one swap, the swap itself and its undo. Every route names a team; the hook
// below answers 403 for another's (404 for none) before a body is read.
import {
  mijnTransferCheckRequestSchema,
  mijnTransferRequestSchema,
  versionQuerySchema,
  type RegelCheck,
} from '@clubelf/contract';
import type { FastifyInstance } from 'fastify';
import { idParam, parseInput } from '../../http/parse-request';
import { participantOf } from '../participant-write';
import {
  checkTransfer,
  makeTransfer,
  requireOwnTeam,
  transferState,
  undoOwnTransfer,
} from './transfer-service';

const ROUTE = '/api/mijn/teams/:deelnemerId/transfers';

export async function mijnTransferRoutes(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    await requireOwnTeam(app.db, participantOf(request).persoonId, idParam(request, 'deelnemerId'));
  });

  app.get(ROUTE, (request) => transferState(app, idParam(request, 'deelnemerId')));

  app.post(`${ROUTE}/check`, async (request): Promise<RegelCheck> => {
    const body = parseInput(mijnTransferCheckRequestSchema, request.body);
    return checkTransfer(app, idParam(request, 'deelnemerId'), body);
  });

  app.post(ROUTE, async (request, reply) => {
    const deelnemerId = idParam(request, 'deelnemerId');
    const body = parseInput(mijnTransferRequestSchema, request.body);
    await makeTransfer(app, request, deelnemerId, body);
    return reply.code(201).send(await transferState(app, deelnemerId));
  });

  app.delete(`${ROUTE}/:transferId`, async (request, reply) => {
    const deelnemerId = idParam(request, 'deelnemerId');
    const transferId = idParam(request, 'transferId');
    const { version } = parseInput(versionQuerySchema, request.query);
    await undoOwnTransfer(app, request, deelnemerId, transferId, version);
    return reply.code(204).send();
  });
}

// The seasons, the erelijst over all of them and a person's career. Small answers built per
// request from the seasons' stored outcome; they change only when a season closes or starts
// (and, for a career, when the current season's standing moves).
import {
  erelijstRecordsSchema,
  erelijstSchema,
  persoonHistorieSchema,
  seizoenenSchema,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { sendAnswer } from '../../http/send-answer';
import { parseId } from '../../lib/params';
import { makeAnswer } from '../../read-model/answer';
import { erelijst, erelijstRecords, seizoenen } from './erelijst-service';
import { persoonHistorie } from './historie-service';

export async function seizoenenRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(apiPaths.seizoenen, async (request, reply) =>
    sendAnswer(
      request,
      reply,
      makeAnswer(apiPaths.seizoenen, seizoenenSchema, await seizoenen(db)),
    ),
  );
  app.get(apiPaths.erelijst, async (request, reply) =>
    sendAnswer(request, reply, makeAnswer(apiPaths.erelijst, erelijstSchema, await erelijst(db))),
  );
  app.get(apiPaths.erelijstRecords, async (request, reply) =>
    sendAnswer(
      request,
      reply,
      makeAnswer(apiPaths.erelijstRecords, erelijstRecordsSchema, await erelijstRecords(db)),
    ),
  );
  app.get<{ Params: { id: string } }>('/api/personen/:id/historie', async (request, reply) => {
    const id = parseId(request.params.id, 'persoon id');
    const historie = await persoonHistorie(db, app.readModel, id);
    return sendAnswer(
      request,
      reply,
      makeAnswer(apiPaths.persoonHistorie(id), persoonHistorieSchema, historie),
    );
  });
}

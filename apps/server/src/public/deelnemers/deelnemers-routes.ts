import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { sendAnswer } from '../../http/send-answer';
import { parseId } from '../../lib/params';

export async function deelnemersRoutes(app: FastifyInstance) {
  app.seasonalGet(apiPaths.deelnemers, (request, reply, source) =>
    app.serveSeasonAnswer(request, reply, source, apiPaths.deelnemers),
  );
  app.seasonalGet<{ Params: { id: string } }>('/api/deelnemers/:id', (request, reply, source) => {
    const id = parseId(request.params.id, 'deelnemer id');
    return app.serveSeasonAnswer(
      request,
      reply,
      source,
      apiPaths.deelnemer(id),
      `Deelnemer ${id} bestaat niet`,
    );
  });
  app.seasonalGet<{ Params: { id: string; round: string } }>(
    '/api/deelnemers/:id/ronde/:round',
    async (request, reply, source) => {
      const id = parseId(request.params.id, 'deelnemer id');
      const round = parseId(request.params.round, 'speelronde');
      const view = await source.deelnemerRonde(id, round);
      return sendAnswer(request, reply, view, source.cacheControl);
    },
  );
}

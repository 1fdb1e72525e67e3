import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../../lib/params';

export async function summaryRoutes(app: FastifyInstance) {
  for (const path of Object.values(apiPaths.summary)) {
    app.seasonalGet(path, (request, reply, source) =>
      app.serveSeasonAnswer(request, reply, source, path),
    );
  }
  app.seasonalGet<{ Params: { id: string } }>(
    '/api/summary/deelnemers/:id',
    (request, reply, source) => {
      const id = parseId(request.params.id, 'deelnemer id');
      return app.serveSeasonAnswer(
        request,
        reply,
        source,
        apiPaths.deelnemerSummary(id),
        `Deelnemer ${id} bestaat niet`,
      );
    },
  );
}

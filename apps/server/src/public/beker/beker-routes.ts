import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../../lib/params';

export async function bekerRoutes(app: FastifyInstance) {
  for (const path of [apiPaths.bekerrondes, apiPaths.teambekerrondes]) {
    app.seasonalGet(path, (request, reply, source) =>
      app.serveSeasonAnswer(request, reply, source, path),
    );
  }
  app.seasonalGet<{ Params: { id: string } }>('/api/bekerrondes/:id', (request, reply, source) => {
    const id = parseId(request.params.id, 'bekerronde id');
    return app.serveSeasonAnswer(
      request,
      reply,
      source,
      apiPaths.bekerronde(id),
      `Bekerronde ${id} bestaat niet`,
    );
  });
  app.seasonalGet<{ Params: { id: string } }>(
    '/api/teambekerrondes/:id',
    (request, reply, source) => {
      const id = parseId(request.params.id, 'teambekerronde id');
      return app.serveSeasonAnswer(
        request,
        reply,
        source,
        apiPaths.teambekerronde(id),
        `Teambekerronde ${id} bestaat niet`,
      );
    },
  );
}

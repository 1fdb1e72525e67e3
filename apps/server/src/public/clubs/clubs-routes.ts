import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../../lib/params';

export async function clubsRoutes(app: FastifyInstance) {
  app.seasonalGet<{ Params: { id: string } }>('/api/clubs/:id', (request, reply, source) => {
    const id = parseId(request.params.id, 'club id');
    return app.serveSeasonAnswer(
      request,
      reply,
      source,
      apiPaths.club(id),
      `Club ${id} bestaat niet`,
    );
  });
}

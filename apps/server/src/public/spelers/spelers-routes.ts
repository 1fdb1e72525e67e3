import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../../lib/params';

const LISTS = [
  'actief',
  'nieuw',
  'vertrokken',
  'totaalscore',
  'geselecteerd',
  'transfers',
] as const;

export async function spelersRoutes(app: FastifyInstance) {
  for (const list of LISTS) {
    const path = apiPaths.spelers(list);
    app.seasonalGet(path, (request, reply, source) =>
      app.serveSeasonAnswer(request, reply, source, path),
    );
  }
  // After the lists: a list's name is a static path, so it is matched before this parameter.
  app.seasonalGet<{ Params: { id: string } }>('/api/spelers/:id', (request, reply, source) => {
    const id = parseId(request.params.id, 'speler id');
    return app.serveSeasonAnswer(
      request,
      reply,
      source,
      apiPaths.speler(id),
      `Speler ${id} bestaat niet`,
    );
  });
}

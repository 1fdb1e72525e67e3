import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';

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
      app.serveSeasonView(request, reply, source, path),
    );
  }
}

import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';

export async function teamstandenRoutes(app: FastifyInstance) {
  for (const path of Object.values(apiPaths.teamstanden)) {
    app.seasonalGet(path, (request, reply, source) =>
      app.serveSeasonAnswer(request, reply, source, path),
    );
  }
}

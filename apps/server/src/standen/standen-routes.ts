import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';

export async function standenRoutes(app: FastifyInstance) {
  for (const path of Object.values(apiPaths.standen)) {
    app.get(path, (request, reply) => app.serveView(request, reply, path));
  }
}

import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../lib/params';

export async function bekerRoutes(app: FastifyInstance) {
  app.get(apiPaths.bekerrondes, (request, reply) =>
    app.serveView(request, reply, apiPaths.bekerrondes),
  );
  app.get(apiPaths.teambekerrondes, (request, reply) =>
    app.serveView(request, reply, apiPaths.teambekerrondes),
  );
  app.get<{ Params: { id: string } }>('/api/bekerrondes/:id', (request, reply) => {
    const id = parseId(request.params.id, 'bekerronde id');
    return app.serveView(request, reply, apiPaths.bekerronde(id), `Bekerronde ${id} not found`);
  });
  app.get<{ Params: { id: string } }>('/api/teambekerrondes/:id', (request, reply) => {
    const id = parseId(request.params.id, 'teambekerronde id');
    return app.serveView(
      request,
      reply,
      apiPaths.teambekerronde(id),
      `Teambekerronde ${id} not found`,
    );
  });
}

import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../lib/params';

export async function periodetitelsRoutes(app: FastifyInstance) {
  app.get<{ Params: { nummer: string } }>('/api/periodetitels/:nummer', (request, reply) => {
    const nummer = parseId(request.params.nummer, 'periode');
    return app.serveView(
      request,
      reply,
      apiPaths.periodetitel(nummer),
      `Periode ${nummer} not found`,
    );
  });
}

import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../../lib/params';

export async function periodetitelsRoutes(app: FastifyInstance) {
  app.seasonalGet<{ Params: { nummer: string } }>(
    '/api/periodetitels/:nummer',
    (request, reply, source) => {
      const nummer = parseId(request.params.nummer, 'periode');
      return app.serveSeasonAnswer(
        request,
        reply,
        source,
        apiPaths.periodetitel(nummer),
        `Periode ${nummer} bestaat niet`,
      );
    },
  );
}

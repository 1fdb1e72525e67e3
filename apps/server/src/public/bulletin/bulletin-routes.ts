import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../../lib/params';

export async function bulletinRoutes(app: FastifyInstance) {
  app.seasonalGet<{ Params: { round: string } }>(
    '/api/speelrondes/:round/bulletin',
    (request, reply, source) => {
      const round = parseId(request.params.round, 'speelronde');
      return app.serveSeasonAnswer(
        request,
        reply,
        source,
        apiPaths.bulletin(round),
        `Speelronde ${round} heeft nog geen uitslagen (of bestaat niet): er is nog geen bulletin`,
      );
    },
  );
}

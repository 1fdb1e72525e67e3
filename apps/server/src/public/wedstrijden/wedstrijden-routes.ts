import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { fieldProblem } from '../../http/errors';
import { parseId } from '../../lib/params';

function parseSpelersFlag(value: unknown): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw fieldProblem('spelers', "spelers moet 'true' of 'false' zijn");
}

export async function wedstrijdenRoutes(app: FastifyInstance) {
  app.seasonalGet(apiPaths.wedstrijdRondes, (request, reply, source) =>
    app.serveSeasonAnswer(request, reply, source, apiPaths.wedstrijdRondes),
  );
  app.seasonalGet<{ Params: { round: string }; Querystring: { spelers?: unknown } }>(
    '/api/wedstrijden/:round',
    (request, reply, source) => {
      const round = parseId(request.params.round, 'speelronde');
      const spelers = parseSpelersFlag(request.query.spelers);
      return app.serveSeasonAnswer(
        request,
        reply,
        source,
        apiPaths.wedstrijdRonde(round, spelers),
        `Speelronde ${round} bestaat niet`,
      );
    },
  );
}

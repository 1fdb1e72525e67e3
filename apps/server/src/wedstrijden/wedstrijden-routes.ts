import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';
import { parseId } from '../lib/params';

function parseSpelersFlag(value: unknown): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw badRequest("Invalid query parameter spelers: must be 'true' or 'false'");
}

export async function wedstrijdenRoutes(app: FastifyInstance) {
  app.get(apiPaths.wedstrijdRondes, (request, reply) =>
    app.serveView(request, reply, apiPaths.wedstrijdRondes),
  );
  app.get<{ Params: { round: string }; Querystring: { spelers?: unknown } }>(
    '/api/wedstrijden/:round',
    (request, reply) => {
      const round = parseId(request.params.round, 'speelronde');
      const spelers = parseSpelersFlag(request.query.spelers);
      return app.serveView(
        request,
        reply,
        apiPaths.wedstrijdRonde(round, spelers),
        `Speelronde ${round} not found`,
      );
    },
  );
}

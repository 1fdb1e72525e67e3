import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { parseId } from '../lib/params';
import { deelnemerRondeView } from './deelnemer-ronde';

export async function deelnemersRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(apiPaths.deelnemers, (request, reply) =>
    app.serveView(request, reply, apiPaths.deelnemers),
  );
  app.get<{ Params: { id: string } }>('/api/deelnemers/:id', (request, reply) => {
    const id = parseId(request.params.id, 'deelnemer id');
    return app.serveView(request, reply, apiPaths.deelnemer(id), `Deelnemer ${id} not found`);
  });
  app.get<{ Params: { id: string; round: string } }>(
    '/api/deelnemers/:id/ronde/:round',
    async (request, reply) => {
      const id = parseId(request.params.id, 'deelnemer id');
      const round = parseId(request.params.round, 'speelronde');
      return app.sendView(request, reply, await deelnemerRondeView(db, app.views, id, round));
    },
  );
}

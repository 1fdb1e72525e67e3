import { standPageQuerySchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/parse-request';
import { sendAnswer } from '../../http/send-answer';
import { isPagedStanding, standingPage } from './standen-pages';

const NOT_COMPUTED = 'Er is nog niets te tonen: de uitslagen zijn nog niet berekend';

export async function standenRoutes(app: FastifyInstance) {
  for (const path of Object.values(apiPaths.standen)) {
    const paged = isPagedStanding(path);
    app.seasonalGet<{ Querystring: Record<string, unknown> }>(
      path,
      async (request, reply, source) => {
        // Without a query: the full answer, as it always was.
        if (!paged || Object.keys(request.query ?? {}).length === 0) {
          return app.serveSeasonAnswer(request, reply, source, path);
        }
        // ?vanaf=&aantal=, ?rond=&aantal=, ?zoek=&aantal=: one page of it (standen-pages.ts).
        const query = parseInput(standPageQuerySchema, request.query);
        const view = await source.get(path);
        if (!view) throw notFound(NOT_COMPUTED);
        return sendAnswer(request, reply, standingPage(path, view, query), source.cacheControl);
      },
    );
  }
}

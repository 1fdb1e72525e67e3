// Every public GET of the current season also answers for any season under
// /api/seizoenen/{id} + the same sub-path (seizoenPath in the contract): one handler, two
// routes, the season's source of answers passed in.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import fp from 'fastify-plugin';
import { DATA_VERSION_HEADER } from '@clubelf/contract/paths';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { sendAnswer } from '../../http/send-answer';
import { parseId } from '../../lib/params';
import { SeasonSources } from './season-sources';
import type { SeasonSource } from './season-sources';

type SeasonalHandler<RG extends RouteGenericInterface> = (
  request: FastifyRequest<RG>,
  reply: FastifyReply,
  source: SeasonSource,
) => Promise<FastifyReply>;

declare module 'fastify' {
  interface FastifyInstance {
    seasonSources: SeasonSources;
    /** Registers `path` (an /api path) for the current season and under /api/seizoenen/{id}. */
    seasonalGet<RG extends RouteGenericInterface = RouteGenericInterface>(
      path: string,
      handler: SeasonalHandler<RG>,
    ): void;
    /** Sends the source's answer under `key`, or 404 with `missing`. */
    serveSeasonAnswer(
      request: FastifyRequest,
      reply: FastifyReply,
      source: SeasonSource,
      key: string,
      missing?: string,
    ): Promise<FastifyReply>;
  }
}

async function seasonalGet(app: FastifyInstance, options: { db: Db }) {
  const sources = new SeasonSources(options.db, app.readModel, app.config.closedSeasonsComputed);
  app.decorate('seasonSources', sources);
  app.decorate(
    'serveSeasonAnswer',
    async (
      request: FastifyRequest,
      reply: FastifyReply,
      source: SeasonSource,
      key: string,
      missing?: string,
    ) => {
      const answer = await source.get(key);
      if (!answer)
        throw notFound(missing ?? 'Er is nog niets te tonen: de uitslagen zijn nog niet berekend');
      // The current season's answer for exactly its own URL: next time the hot path may serve it.
      if (source === sources.current) app.hotReads.learn(request.method, request.url, key, reply);
      return sendAnswer(request, reply, answer, source.cacheControl);
    },
  );
  app.decorate(
    'seasonalGet',
    <RG extends RouteGenericInterface>(path: string, handler: SeasonalHandler<RG>) => {
      // The handler reads the params and query it declared; both routes carry them.
      const typed = (request: FastifyRequest) => request as FastifyRequest<RG>;
      app.get(path, async (request, reply) => {
        // The reader's own write, perhaps through another instance: the read model serves
        // answers of data that new (readModel.serve's seenVersion).
        const seen = Number(request.headers[DATA_VERSION_HEADER]);
        const source =
          Number.isSafeInteger(seen) && seen > 0 ? sources.currentSeen(seen) : sources.current;
        return handler(typed(request), reply, source);
      });
      const seasonal = `/api/seizoenen/:seizoenId/${path.slice('/api/'.length)}`;
      app.get(seasonal, async (request, reply) => {
        const { seizoenId } = request.params as { seizoenId: string };
        const source = await sources.of(parseId(seizoenId, 'seizoen id'));
        return handler(typed(request), reply, source);
      });
    },
  );
}

export default fp(seasonalGet, { name: 'seasonal-get', dependencies: ['error-handler'] });

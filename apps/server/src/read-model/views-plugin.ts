// Serving answers through the router: strong ETag, 304 on If-None-Match, short public caching
// that lets a CDN or reverse proxy keep them, brotli or gzip when asked. Unchanged answers are
// mostly served before the router, with the same bytes and headers (hot-reads.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DATA_VERSION_HEADER } from '@clubelf/contract/paths';
import type { Db } from '../db/database';
import { changedElsewhereCheck } from '../db/database';
import { readDataVersion } from './season-repository';
import { matchesIfNoneMatch } from '../http/conditional-get';
import { notFound } from '../http/errors';
import type { Answer } from './answer';
import { API_CACHE_CONTROL, encodedEtag, encodingFor, JSON_TYPE } from '../http/hot-reads';
import type { HotReads } from '../http/hot-reads';
import { AnswerStore } from './answer-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a write (organiser-write.ts): answered in DATA_VERSION_HEADER. */
    writtenDataVersion: number | undefined;
  }
  interface FastifyInstance {
    views: AnswerStore;
    /** Answers unchanged public reads before the router (hot-reads.ts). */
    hotReads: HotReads;
    /** Sends the current answer under `key`, or a 404 with `missing` when there is none. */
    serveView(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      missing?: string,
    ): Promise<FastifyReply>;
    /**
     * Sends a body assembled for this request with the same caching rules as a kept answer
     * (a closed season's answers, which never change, with a longer `cacheControl`).
     */
    sendView(
      request: FastifyRequest,
      reply: FastifyReply,
      view: Answer,
      cacheControl?: string,
    ): Promise<FastifyReply>;
  }
}

async function views(app: FastifyInstance, options: { db: Db; hotReads: HotReads }) {
  const store = new AnswerStore({
    changedElsewhere: changedElsewhereCheck(options.db),
    readDataVersion: () => readDataVersion(options.db),
  });
  app.decorate('views', store);
  options.hotReads.attach(store, app.config.apiKey);
  app.decorate('hotReads', options.hotReads);
  app.decorateRequest('writtenDataVersion', undefined);
  app.addHook('onSend', async (request, reply) => {
    if (request.writtenDataVersion !== undefined) {
      reply.header(DATA_VERSION_HEADER, String(request.writtenDataVersion));
    }
  });

  async function sendView(
    request: FastifyRequest,
    reply: FastifyReply,
    view: Answer,
    cacheControl = API_CACHE_CONTROL,
  ): Promise<FastifyReply> {
    const encoding = encodingFor(view, request.headers['accept-encoding']);
    reply
      .header('cache-control', cacheControl)
      .header('vary', 'Accept-Encoding')
      .header('etag', encodedEtag(view.etag, encoding));
    if (matchesIfNoneMatch(request.headers['if-none-match'], view.etag)) {
      return reply.code(304).send();
    }
    reply.type(JSON_TYPE);
    if (!encoding) return reply.send(store.encoded(view));
    const body = await store.compressed(view, encoding);
    return reply.header('content-encoding', encoding).send(body);
  }

  app.decorate('sendView', sendView);
  app.decorate(
    'serveView',
    async (request: FastifyRequest, reply: FastifyReply, key: string, missing?: string) => {
      const view = await store.get(key);
      if (!view)
        throw notFound(missing ?? 'Er is nog niets te tonen: de uitslagen zijn nog niet berekend');
      return sendView(request, reply, view);
    },
  );
}

export default fp(views, { name: 'views', dependencies: ['error-handler'] });

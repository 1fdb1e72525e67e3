// Serving stored views: strong ETag, 304 on If-None-Match, short public caching, gzip when asked.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { notFound } from '../errors';
import type { View } from '../views/view';
import { ViewStore } from '../views/view-store';

export const API_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=60';
const GZIP_FROM_BYTES = 1024;

declare module 'fastify' {
  interface FastifyInstance {
    views: ViewStore;
    /** Sends the stored view under `key`, or a 404 with `missing` when there is none. */
    serveView(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      missing?: string,
    ): Promise<FastifyReply>;
    /** Sends a body assembled for this request with the same caching rules as a stored view. */
    sendView(request: FastifyRequest, reply: FastifyReply, view: View): FastifyReply;
  }
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): W/ and our -gzip suffix are ignored. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) =>
    tag
      .trim()
      .replace(/^W\//, '')
      .replace(/-gzip"$/, '"');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' && /\bgzip\b(?!\s*;\s*q=0(\.0*)?\b)/.test(header);
}

async function views(app: FastifyInstance, options: { db: Db }) {
  const store = new ViewStore(options.db);
  app.decorate('views', store);

  function sendView(request: FastifyRequest, reply: FastifyReply, view: View): FastifyReply {
    const gzip = view.body.length >= GZIP_FROM_BYTES && acceptsGzip(request);
    reply
      .header('cache-control', API_CACHE_CONTROL)
      .header('vary', 'Accept-Encoding')
      .header('etag', gzip ? view.etag.replace(/"$/, '-gzip"') : view.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], view.etag)) {
      return reply.code(304).send();
    }
    reply.type('application/json; charset=utf-8');
    if (gzip) return reply.header('content-encoding', 'gzip').send(store.gzipped(view));
    return reply.send(store.encoded(view));
  }

  app.decorate('sendView', sendView);
  app.decorate(
    'serveView',
    async (request: FastifyRequest, reply: FastifyReply, key: string, missing?: string) => {
      const view = await store.get(key);
      if (!view) throw notFound(missing ?? 'Nothing to show yet: there is no season');
      return sendView(request, reply, view);
    },
  );
}

export default fp(views, { name: 'views', dependencies: ['error-handler'] });

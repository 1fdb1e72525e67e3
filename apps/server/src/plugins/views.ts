// Serving stored views: strong ETag, 304 on If-None-Match, short public caching that lets a CDN
// or reverse proxy keep them, brotli or gzip when asked.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { changedElsewhereCheck } from '../db/database';
import { readDataVersion } from '../season/season-repository';
import { notFound } from '../errors';
import type { View } from '../views/view';
import { negotiateEncoding } from './content-encoding';
import type { ContentEncoding } from './content-encoding';
import { ViewStore } from '../views/view-store';

export const API_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=60';
/** Below this a compressed body saves less than the headers and work cost. */
const COMPRESS_FROM_BYTES = 1024;

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
    /**
     * Sends a body assembled for this request with the same caching rules as a stored view
     * (a closed season's answers, which never change, with a longer `cacheControl`).
     */
    sendView(
      request: FastifyRequest,
      reply: FastifyReply,
      view: View,
      cacheControl?: string,
    ): Promise<FastifyReply>;
  }
}

/** The ETag of one encoding of a view: each representation has its own (RFC 9110 8.8.3). */
export function encodedEtag(etag: string, encoding: ContentEncoding | null): string {
  return encoding ? etag.replace(/"$/, `-${encoding}"`) : etag;
}

/**
 * If-None-Match compares weakly (RFC 9110 13.1.2): W/ and our encoding suffixes are ignored, so
 * a cache holding the gzip copy revalidates against the brotli one too.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) =>
    tag
      .trim()
      .replace(/^W\//, '')
      .replace(/-(gzip|br)"$/, '"');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

async function views(app: FastifyInstance, options: { db: Db }) {
  const store = new ViewStore({
    changedElsewhere: changedElsewhereCheck(options.db),
    readDataVersion: () => readDataVersion(options.db),
  });
  app.decorate('views', store);

  async function sendView(
    request: FastifyRequest,
    reply: FastifyReply,
    view: View,
    cacheControl = API_CACHE_CONTROL,
  ): Promise<FastifyReply> {
    const encoding =
      view.body.length >= COMPRESS_FROM_BYTES
        ? negotiateEncoding(request.headers['accept-encoding'])
        : null;
    reply
      .header('cache-control', cacheControl)
      .header('vary', 'Accept-Encoding')
      .header('etag', encodedEtag(view.etag, encoding));
    if (matchesIfNoneMatch(request.headers['if-none-match'], view.etag)) {
      return reply.code(304).send();
    }
    reply.type('application/json; charset=utf-8');
    if (!encoding) return reply.send(store.encoded(view));
    const body = await store.compressed(view, encoding);
    return reply.header('content-encoding', encoding).send(body);
  }

  app.decorate('sendView', sendView);
  app.decorate(
    'serveView',
    async (request: FastifyRequest, reply: FastifyReply, key: string, missing?: string) => {
      const view = await store.get(key);
      if (!view) throw notFound(missing ?? 'Nothing to show yet: the results are not computed');
      return sendView(request, reply, view);
    },
  );
}

export default fp(views, { name: 'views', dependencies: ['error-handler'] });

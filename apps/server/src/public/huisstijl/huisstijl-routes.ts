// The club's colours and crest: read by every page (a stylesheet and images outside /api, so a
// browser loads them without the API key); the organiser sets them (organiser/huisstijl/).
import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors';
import { matchesIfNoneMatch } from '../../http/conditional-get';
import { readCrestFile, type CrestFile } from '../../read-model/huisstijl/huisstijl-repository';
import { HUISSTIJL_BASE, type HuisstijlStore } from '../../read-model/huisstijl/huisstijl-store';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function cached(request: FastifyRequest, reply: FastifyReply, etag: string, cacheControl: string) {
  reply.header('etag', etag).header('cache-control', cacheControl);
  return matchesIfNoneMatch(request.headers['if-none-match'], etag);
}

/** Public reads: the stylesheet, the crest images, the JSON. */
export async function huisstijlRoutes(app: FastifyInstance) {
  const store = app.huisstijl;
  app.get(apiPaths.huisstijl, async (request, reply) => {
    const { body, etag } = await store.current();
    if (cached(request, reply, etag, 'no-cache')) return reply.code(304).send();
    return reply.send(body);
  });

  app.get<{ Params: { file: string } }>(
    `${HUISSTIJL_BASE}/kleuren/:file`,
    async (request, reply) => {
      const { css, cssVersion, etag } = await store.current();
      // An older version's URL (a page loaded before a change) gets today's colours, briefly cached.
      const current = request.params.file === `${cssVersion}.css`;
      if (cached(request, reply, etag, current ? IMMUTABLE : 'no-cache')) {
        return reply.code(304).send();
      }
      return reply.type('text/css; charset=utf-8').send(css);
    },
  );

  app.get<{ Params: { file: string } }>(`${HUISSTIJL_BASE}/wapen/:file`, async (request, reply) => {
    const match = /^([0-9a-f]{16})-(128|256)\.(png|webp)$/.exec(request.params.file);
    if (!match) throw notFound('Dit clubwapen bestaat niet');
    const [, version, size, ext] = match as unknown as [string, string, string, 'png' | 'webp'];
    if (cached(request, reply, `"${version}-${size}-${ext}"`, IMMUTABLE)) {
      const { settings } = await store.current();
      if (settings.crestVersion === version) return reply.code(304).send();
    }
    const image = await readCrestFile(app.db, version, `${ext}${size}` as CrestFile);
    if (!image) {
      reply.removeHeader('etag').header('cache-control', 'no-cache');
      throw notFound('Dit clubwapen bestaat niet (meer)');
    }
    return reply.type(`image/${ext}`).send(image);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    huisstijl: HuisstijlStore;
  }
}

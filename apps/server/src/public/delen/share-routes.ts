// The pictures to share (GET /api/speelrondes/{n}/bulletin.png, /api/deelnemers/{id}/kaart.png,
// and both under /api/seizoenen/{id}/ for any season), answered without the API key
// (plugins/api-key-exempt.ts, decision 015), and the link previews of the pages that show them.
// A picture not drawn yet costs a render in the worker pool: each address may have
// PICTURE_RENDERS_PER_MINUTE of those, beyond that a 429; a picture kept (or a 304) is free.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addressKey } from '../aanmeldingen/address-key';
import { HttpError } from '../../http/errors';
import { parseId } from '../../lib/params';
import { matchesIfNoneMatch } from '../../http/conditional-get';
import type { SeasonSource } from '../../read-model/archive/season-sources';
import { AddressLimit } from './address-limit';
import { linkPreview } from './link-preview-service';
import { PicturePool } from './picture-pool';
import { SharePictures } from './share-service';
import type { PreparedPicture } from './share-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker threads that draw the share pictures (closed with the app). */
    picturePool: PicturePool;
  }
}

type PictureOf = (source: SeasonSource, params: Record<string, string>) => Promise<PreparedPicture>;

function tooManyPictures(reply: FastifyReply, waitSeconds: number): HttpError {
  reply.header('retry-after', String(waitSeconds));
  return new HttpError(
    429,
    'too_many_requests',
    `Te veel nieuwe afbeeldingen gevraagd vanaf dit adres. Probeer het over ${waitSeconds} seconden opnieuw.`,
  );
}

async function share(app: FastifyInstance) {
  const pool = new PicturePool();
  app.decorate('picturePool', pool);
  app.addHook('onClose', () => pool.close());
  const pictures = new SharePictures(app.db, app.huisstijl, pool);
  const renders = new AddressLimit(app.config.pictureRendersPerMinute);

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    picture: PreparedPicture,
    cacheControl: string,
  ): Promise<FastifyReply> {
    reply
      .header('etag', picture.etag)
      .header('cache-control', cacheControl)
      // A public picture: a chat app or another site may show it.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (matchesIfNoneMatch(request.headers['if-none-match'], picture.etag)) {
      return reply.code(304).send();
    }
    if (picture.needsRender()) {
      // An IPv6 client holds a whole /64: counted as one address.
      const wait = renders.take(addressKey(request.ip));
      if (wait > 0) throw tooManyPictures(reply, wait);
    }
    return reply.type('image/png').send(await picture.png());
  }

  /** The route for the current season and its twin under /api/seizoenen/{id}. */
  function pictureRoute(path: string, pictureOf: PictureOf) {
    app.get<{ Params: Record<string, string> }>(path, async (request, reply) => {
      const source = app.seasonSources.current;
      return send(request, reply, await pictureOf(source, request.params), source.cacheControl);
    });
    app.get<{ Params: Record<string, string> }>(
      `/api/seizoenen/:seizoenId/${path.slice('/api/'.length)}`,
      async (request, reply) => {
        const source = await app.seasonSources.of(parseId(request.params.seizoenId, 'seizoen id'));
        return send(request, reply, await pictureOf(source, request.params), source.cacheControl);
      },
    );
  }

  pictureRoute('/api/speelrondes/:round/bulletin.png', (source, params) =>
    pictures.roundPicture(source, parseId(params.round, 'speelronde')),
  );
  pictureRoute('/api/deelnemers/:id/kaart.png', (source, params) =>
    pictures.card(source, parseId(params.id, 'deelnemer id')),
  );

  app.addHeadExtra(async (request) => {
    try {
      const answers = app.readModel.current;
      if (!answers) return undefined;
      return await linkPreview(request, answers, await app.huisstijl.current());
    } catch (error) {
      // A page without its preview is still the page.
      request.log.warn({ err: error }, 'link preview left out');
      return undefined;
    }
  });
}

/** Not encapsulated: the pool is the app's, for its close and its counters. */
export const shareRoutes = fp(share, { name: 'share-routes' });

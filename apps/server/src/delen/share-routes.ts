// The pictures to share (GET /api/speelrondes/{n}/bulletin.png, /api/deelnemers/{id}/kaart.png,
// and both under /api/seizoenen/{id}/ for any season), answered without the API key
// (plugins/api-key-exempt.ts, decision 015), and the link previews of the pages that show them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseId } from '../lib/params';
import { matchesIfNoneMatch } from '../plugins/views';
import type { SeasonSource } from '../seizoenen/season-sources';
import { linkPreview } from './link-preview-service';
import { SharePictures } from './share-service';
import type { PreparedPicture } from './share-service';

type PictureOf = (source: SeasonSource, params: Record<string, string>) => Promise<PreparedPicture>;

export async function shareRoutes(app: FastifyInstance) {
  const pictures = new SharePictures(app.db, app.huisstijl);

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
      const views = app.views.current;
      if (!views) return undefined;
      return await linkPreview(request, views, await app.huisstijl.current());
    } catch (error) {
      // A page without its preview is still the page.
      request.log.warn({ err: error }, 'link preview left out');
      return undefined;
    }
  });
}

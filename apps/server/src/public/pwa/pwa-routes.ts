// Installing the site as an app: the manifest (no-cache, with an ETag: it follows the club's
// name and colours) and its icons (versioned by the club's colours and crest, cached for good).
import { siteInfoSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { readCrestFile } from '../../read-model/huisstijl/huisstijl-repository';
import type { HuisstijlSnapshot } from '../../read-model/huisstijl/huisstijl-store';
import { matchesIfNoneMatch } from '../../http/conditional-get';
import { etagOf } from '../../read-model/answer';
import { PWA_ICON_KINDS, renderPwaIcons, type PwaIconKind } from './pwa-icons';
import { buildManifest, iconVersion, MANIFEST_PATH, PWA_ICON_BASE } from './pwa-manifest';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';

export async function pwaRoutes(app: FastifyInstance) {
  // The icons of the current colours and crest, rendered once per version (about 0.1 s).
  let rendered: { version: string; icons: Promise<Record<PwaIconKind, Buffer>> } | undefined;
  const iconsOf = (snapshot: HuisstijlSnapshot, version: string) => {
    if (rendered?.version !== version) {
      const { crestVersion } = snapshot.settings;
      const icons = (async () => {
        const crest = crestVersion
          ? await readCrestFile(app.db, crestVersion, 'png256')
          : undefined;
        return renderPwaIcons(snapshot.settings, crest);
      })();
      rendered = { version, icons };
      // A failure is not kept: the next request tries again.
      icons.catch(() => {
        if (rendered?.icons === icons) rendered = undefined;
      });
    }
    return rendered.icons;
  };

  app.get(MANIFEST_PATH, async (request, reply) => {
    const snapshot = await app.huisstijl.current();
    const siteAnswer = await app.readModel.serve(apiPaths.siteInfo);
    const clubName = siteAnswer ? siteInfoSchema.parse(JSON.parse(siteAnswer.body)).clubName : '';
    const body = JSON.stringify(
      buildManifest({
        clubName,
        primaryColour: snapshot.settings.primaryColour,
        iconVersion: iconVersion(snapshot.cssVersion),
      }),
    );
    const etag = etagOf(body);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(MANIFEST_TYPE).send(body);
  });

  app.get<{ Params: { file: string } }>(`${PWA_ICON_BASE}/:file`, async (request, reply) => {
    const match = /^([0-9a-f]{16})-([a-z0-9-]+)\.png$/.exec(request.params.file);
    const kind = PWA_ICON_KINDS.find((k) => k === match?.[2]);
    if (!match || !kind) throw notFound('Dit icoon bestaat niet');
    const snapshot = await app.huisstijl.current();
    const version = iconVersion(snapshot.cssVersion);
    // An older version's URL (a manifest read before a change) gets today's icon, briefly cached.
    const current = match[1] === version;
    const etag = `"${version}-${kind}"`;
    reply.header('etag', etag).header('cache-control', current ? IMMUTABLE : 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const icons = await iconsOf(snapshot, version);
    return reply.type('image/png').send(icons[kind]);
  });
}

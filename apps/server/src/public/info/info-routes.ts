import { reglementSchema, siteInfoSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { API_CACHE_CONTROL } from '../../http/hot-reads';
import { matchesIfNoneMatch } from '../../http/conditional-get';
import { etagOf } from '../../read-model/answer';
import { buildAanmeldformulier, XLSX_CONTENT_TYPE } from './aanmeldformulier';

export async function infoRoutes(app: FastifyInstance) {
  for (const path of [
    apiPaths.settings,
    apiPaths.siteInfo,
    apiPaths.infoMessages,
    apiPaths.reglement,
  ]) {
    app.seasonalGet(path, (request, reply, source) =>
      app.serveSeasonAnswer(request, reply, source, path),
    );
  }

  // Built from the stored rules and site info; kept until either changes.
  let form: { etag: string; file: Buffer } | undefined;
  app.get(apiPaths.aanmeldformulier, async (request, reply) => {
    const [reglementAnswer, siteAnswer] = await Promise.all([
      app.readModel.serve(apiPaths.reglement),
      app.readModel.serve(apiPaths.siteInfo),
    ]);
    if (!reglementAnswer || !siteAnswer)
      throw notFound('Er is nog niets te tonen: de uitslagen zijn nog niet berekend');
    const etag = etagOf(`${reglementAnswer.etag}${siteAnswer.etag}`);
    if (form?.etag !== etag) {
      const reglement = reglementSchema.parse(JSON.parse(reglementAnswer.body));
      const site = siteInfoSchema.parse(JSON.parse(siteAnswer.body));
      form = { etag, file: await buildAanmeldformulier({ ...site, ...reglement }) };
    }
    reply.header('etag', etag).header('cache-control', API_CACHE_CONTROL);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header('content-disposition', 'attachment; filename="aanmeldformulier.xlsx"')
      .send(form.file);
  });
}

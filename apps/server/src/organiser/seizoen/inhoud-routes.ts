// The site's texts: the supporters club's name, the info message and the rules page's extra text.
import { siteContentUpdateRequestSchema, type SiteContent } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { updateSiteContent } from '../../read-model/season-repository';
import { organiserWrite } from '../organiser-write';
import { parseInput } from '../../http/parse-request';
import { requireSeason } from './season-state';

async function contentBody(db: Db): Promise<SiteContent> {
  const season = await requireSeason(db);
  return {
    version: season.contentVersion,
    clubName: season.clubName,
    mainMessage: season.mainMessage,
    reglementExtraText: season.reglementExtraText,
  };
}

export async function inhoudRoutes(app: FastifyInstance) {
  app.get(organiserPaths.inhoud, () => contentBody(app.db));

  app.put(organiserPaths.inhoud, async (request) => {
    const body = parseInput(siteContentUpdateRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      const before = await contentBody(trx);
      await updateSiteContent(trx, body.version, body);
      const changed = (['clubName', 'mainMessage', 'reglementExtraText'] as const).filter(
        (field) => before[field] !== body[field],
      );
      return {
        value: undefined,
        audit: {
          action: 'inhoud.wijzigen',
          summary: `Site-inhoud gewijzigd: ${changed.length > 0 ? changed.join(', ') : 'niets'}`,
          details: { changed, clubName: body.clubName },
        },
      };
    });
    return contentBody(app.db);
  });
}

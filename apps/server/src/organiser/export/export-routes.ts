// GET /api/organiser/export/standen.xlsx: the standings as the public pages show them, read
// from the stored results (nothing is recomputed). ?seizoen={id} exports any season: a closed
// one from the answers archived when it closed, the current one (the default) from the views.
import {
  fairplaycupSchema,
  highscorecupSchema,
  organiserImportPaths,
  periodeSchema,
  siteInfoSchema,
  teamcompetitieSchema,
  tussenstandSchema,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../http/errors';
import { XLSX_CONTENT_TYPE } from '../../public/info/aanmeldformulier';
import { hasSeason } from '../../read-model/season-repository';
import { findSeasonListing } from '../../read-model/archive/archive-repository';
import type { SeasonSource } from '../../read-model/archive/season-sources';
import { parseInput } from '../../http/parse-request';
import { standenExportQuerySchema } from './standen-export-query';
import { buildStandenWorkbook } from './standen-workbook';

export async function exportRoutes(app: FastifyInstance) {
  const NOTHING_YET = 'Er is nog niets te exporteren: er is geen seizoen';

  /** Where the season's answers come from; 404 when there is no such season. */
  async function sourceOf(seizoen: number | undefined): Promise<SeasonSource> {
    if (seizoen === undefined) {
      // Before a season exists the public views show an empty one: no standings to export.
      if (!(await hasSeason(app.db))) throw notFound(NOTHING_YET);
      return app.seasonSources.current;
    }
    if (!(await findSeasonListing(app.db, seizoen))) {
      throw notFound(`Seizoen ${seizoen} bestaat niet`);
    }
    return app.seasonSources.of(seizoen);
  }

  app.get(organiserImportPaths.standenExport, async (request, reply) => {
    const { seizoen } = parseInput(standenExportQuerySchema, request.query);
    const source = await sourceOf(seizoen);
    async function stored<S extends z.ZodType>(key: string, schema: S): Promise<z.output<S>> {
      const view = await source.get(key);
      if (!view) throw notFound(NOTHING_YET);
      return schema.parse(JSON.parse(view.body));
    }
    const tussenstand = await stored(apiPaths.standen.tussenstand, tussenstandSchema);
    const file = await buildStandenWorkbook({
      site: await stored(apiPaths.siteInfo, siteInfoSchema),
      tussenstand,
      fairplaycup: await stored(apiPaths.standen.fairplaycup, fairplaycupSchema),
      highscorecup: await stored(apiPaths.standen.highscorecup, highscorecupSchema),
      periodes: await Promise.all(
        [1, 2, 3, 4].map((n) => stored(apiPaths.periodetitel(n), periodeSchema)),
      ),
      teamcompetitie: await stored(apiPaths.teamstanden.teamcompetitie, teamcompetitieSchema),
    });
    const season = seizoen === undefined ? '' : `seizoen-${seizoen}-`;
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header(
        'content-disposition',
        `attachment; filename="standen-${season}speelronde-${tussenstand.round}.xlsx"`,
      )
      .send(file);
  });
}

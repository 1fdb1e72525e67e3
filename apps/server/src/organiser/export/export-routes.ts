// GET /api/organiser/export/standen.xlsx: the standings as the public pages show them, read
// from the stored results (nothing is recomputed).
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
import { notFound } from '../../errors';
import { XLSX_CONTENT_TYPE } from '../../info/aanmeldformulier';
import { hasSeason } from '../../season/season-repository';
import { guardOrganiser } from '../organiser-routes';
import { buildStandenWorkbook } from './standen-workbook';

export async function exportRoutes(app: FastifyInstance) {
  guardOrganiser(app);

  const NOTHING_YET = 'Er is nog niets te exporteren: er is geen seizoen';

  async function stored<S extends z.ZodType>(key: string, schema: S): Promise<z.output<S>> {
    const view = await app.views.get(key);
    if (!view) throw notFound(NOTHING_YET);
    return schema.parse(JSON.parse(view.body));
  }

  app.get(organiserImportPaths.standenExport, async (_request, reply) => {
    // Before a season exists the public views show an empty one: no standings to export.
    if (!(await hasSeason(app.db))) throw notFound(NOTHING_YET);
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
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header(
        'content-disposition',
        `attachment; filename="standen-speelronde-${tussenstand.round}.xlsx"`,
      )
      .send(file);
  });
}

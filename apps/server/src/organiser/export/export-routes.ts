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
import { guardOrganiser } from '../organiser-routes';
import { buildStandenWorkbook } from './standen-workbook';

export async function exportRoutes(app: FastifyInstance) {
  guardOrganiser(app);

  async function stored<S extends z.ZodType>(key: string, schema: S): Promise<z.output<S>> {
    const view = await app.views.get(key);
    if (!view) throw notFound('Er is nog niets te exporteren: er is geen seizoen');
    return schema.parse(JSON.parse(view.body));
  }

  app.get(organiserImportPaths.standenExport, async (_request, reply) => {
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

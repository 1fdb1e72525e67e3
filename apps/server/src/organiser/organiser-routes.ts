// Every /api/organiser endpoint. The API key and XSRF checks apply to all /api writes already;
// here every route also needs a signed-in organiser, checked before the body is even read.
import type { FastifyInstance } from 'fastify';
import { aanmeldingInboxRoutes } from './aanmeldingen/aanmelding-inbox-routes';
import { bekerDrawRoutes } from './bekers/beker-routes';
import { clubRoutes } from './clubs/club-routes';
import { deelnemerManagementRoutes } from './deelnemers/deelnemer-routes';
import { selectieRoutes } from './deelnemers/selectie-routes';
import { transferRoutes } from './deelnemers/transfer-routes';
import { inlegRoutes } from './inleg/inleg-routes';
import { logboekRoutes } from './logboek/logboek-routes';
import { inhoudRoutes } from './seizoen/inhoud-routes';
import { seizoenRoutes } from './seizoen/seizoen-routes';
import { seizoenenRoutes } from './seizoen/seizoenen-routes';
import { speelschemaRoutes } from './speelschema/speelschema-routes';
import { spelerManagementRoutes } from './spelers/speler-routes';
import { transferperiodeRoutes } from './transferperiodes/transferperiode-routes';
import { uitslagRoutes } from './uitslag/uitslag-routes';

/**
 * Makes every route registered in `app` (an encapsulated plugin) organiser-only and uncached.
 * Other organiser features (import, export, backup) call it at the top of their own plugin.
 */
export function guardOrganiser(app: FastifyInstance): void {
  app.addHook('onRequest', app.requireOrganiser);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}

export async function organiserRoutes(app: FastifyInstance) {
  guardOrganiser(app);
  await app.register(seizoenRoutes);
  await app.register(seizoenenRoutes);
  await app.register(inhoudRoutes);
  await app.register(clubRoutes);
  await app.register(spelerManagementRoutes);
  await app.register(speelschemaRoutes);
  await app.register(uitslagRoutes);
  await app.register(deelnemerManagementRoutes);
  await app.register(selectieRoutes);
  await app.register(transferRoutes);
  await app.register(transferperiodeRoutes);
  await app.register(bekerDrawRoutes);
  await app.register(logboekRoutes);
  await app.register(aanmeldingInboxRoutes);
  await app.register(inlegRoutes);
}

// Every organiser endpoint (/api/organiser and PUT /api/settings): the routes table of the
// organiser's scope. The API key and XSRF checks apply to all /api writes already; here every
// route also needs a signed-in organiser, checked once for the whole scope (one onRequest hook,
// before the body is even read) and answered uncached. Register after accounts (requireOrganiser).
import type { FastifyInstance } from 'fastify';
import { aanmeldingInboxRoutes } from './aanmeldingen/aanmelding-inbox-routes';
import { backupRoutes } from './backup/backup-routes';
import { berichtenOrganiserRoutes } from './berichten/berichten-routes';
import { bekerDrawRoutes } from './beker/beker-routes';
import { clubRoutes } from './clubs/club-routes';
import { deelnemerManagementRoutes } from './deelnemers/deelnemer-routes';
import { exportRoutes } from './export/export-routes';
import { inloglinkRoutes } from './deelnemers/inloglink-routes';
import { huisstijlRoutes } from './huisstijl/huisstijl-routes';
import { importRoutes } from './import/import-routes';
import { selectieRoutes } from './deelnemers/selectie-routes';
import { transferRoutes } from './deelnemers/transfer-routes';
import { inlegRoutes } from './inleg/inleg-routes';
import { logboekRoutes } from './logboek/logboek-routes';
import { privacyRoutes } from './privacy/privacy-routes';
import { inhoudRoutes } from './seizoen/inhoud-routes';
import { seizoenRoutes } from './seizoen/seizoen-routes';
import { seizoenswisselRoutes } from './seizoen/seizoenswissel-routes';
import { settingsRoute } from './settings/settings-route';
import { speelschemaRoutes } from './speelschema/speelschema-routes';
import { spelerManagementRoutes } from './spelers/speler-routes';
import { transferperiodeRoutes } from './transferperiodes/transferperiode-routes';
import { uitslagRoutes } from './uitslag/uitslag-routes';

export async function organiserRoutes(app: FastifyInstance) {
  // The organiser check, once for every route below (like an autohook of fastify/demo).
  app.addHook('onRequest', app.requireOrganiser);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(seizoenRoutes);
  await app.register(seizoenswisselRoutes);
  await app.register(inhoudRoutes);
  await app.register(clubRoutes);
  await app.register(spelerManagementRoutes);
  await app.register(speelschemaRoutes);
  await app.register(uitslagRoutes);
  await app.register(deelnemerManagementRoutes);
  await app.register(selectieRoutes);
  await app.register(inloglinkRoutes);
  await app.register(transferRoutes);
  await app.register(transferperiodeRoutes);
  await app.register(bekerDrawRoutes);
  await app.register(logboekRoutes);
  await app.register(aanmeldingInboxRoutes);
  await app.register(inlegRoutes);
  await app.register(settingsRoute);
  await app.register(huisstijlRoutes);
  await app.register(importRoutes);
  await app.register(exportRoutes);
  await app.register(backupRoutes);
  await app.register(privacyRoutes);
  await app.register(berichtenOrganiserRoutes);
}

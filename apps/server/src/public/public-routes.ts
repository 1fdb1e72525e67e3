// Every public answer: the routes table of what anyone may read (and the enrolment form anyone
// may send). Registered once in app.ts; no organiser check anywhere under it. A new public
// section adds its routes here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { aanmeldingRoutes } from './aanmeldingen/aanmelding-routes';
import { afmeldenRoutes } from './afmelden/afmelden-routes';
import { bekerRoutes } from './beker/beker-routes';
import { bulletinRoutes } from './bulletin/bulletin-routes';
import { clubsRoutes } from './clubs/clubs-routes';
import { deelnemersRoutes } from './deelnemers/deelnemers-routes';
import { shareRoutes } from './delen/share-routes';
import { huisstijlRoutes } from './huisstijl/huisstijl-routes';
import { infoRoutes } from './info/info-routes';
import { liveRoutes } from './live/live-routes';
import { periodetitelsRoutes } from './periodetitels/periodetitels-routes';
import { privacyStatementRoutes } from './privacy/privacy-statement-routes';
import { pushSleutelRoutes } from './push/push-routes';
import { pwaRoutes } from './pwa/pwa-routes';
import { robotsRoutes } from './robots/robots-routes';
import { seizoenenRoutes } from './seizoenen/seizoenen-routes';
import { spelersRoutes } from './spelers/spelers-routes';
import { standenRoutes } from './standen/standen-routes';
import { summaryRoutes } from './summary/summary-routes';
import { teamstandenRoutes } from './teamstanden/teamstanden-routes';
import { wedstrijdenRoutes } from './wedstrijden/wedstrijden-routes';

async function publicSections(app: FastifyInstance) {
  await app.register(infoRoutes);
  await app.register(summaryRoutes);
  await app.register(standenRoutes);
  await app.register(periodetitelsRoutes);
  await app.register(teamstandenRoutes);
  await app.register(bekerRoutes);
  await app.register(spelersRoutes);
  await app.register(wedstrijdenRoutes);
  await app.register(deelnemersRoutes);
  // The pictures to share and the link previews of the pages that show them.
  await app.register(shareRoutes);
  await app.register(clubsRoutes);
  await app.register(bulletinRoutes);
  await app.register(seizoenenRoutes, { db: app.db });
  // Enrolment online: public, its own rate limits (issue 15).
  await app.register(aanmeldingRoutes);
  // The club's colours and crest: a stylesheet and images outside /api.
  await app.register(huisstijlRoutes);
  await app.register(pwaRoutes);
  await app.register(liveRoutes);
  await app.register(privacyStatementRoutes);
  // The one-click unsubscribe of the messages' mail (issue 28).
  await app.register(afmeldenRoutes);
  // Web Push's public key (a browser subscribes with it).
  await app.register(pushSleutelRoutes);
  // For crawlers: the public pages yes, the dashboard and the API no.
  await app.register(robotsRoutes);
}

/**
 * Not a scope of its own: what a section shares with the app (the picture pool, the live hub)
 * stays on the app, as when each section was registered there, and no hook is added here.
 */
export const publicRoutes = fp(publicSections, { name: 'public-routes' });

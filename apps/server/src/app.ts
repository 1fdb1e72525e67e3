// The HTTP application, without listening: used by server.ts and by the tests.
import { createServer } from 'node:http';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { aanmeldingRoutes } from './aanmeldingen/aanmelding-routes';
import accounts from './accounts/accounts-plugin';
import { createDbAttemptStore } from './accounts/db-attempt-store';
import { createLoginThrottle } from './accounts/login-throttle';
import { backupRoutes } from './backup/backup-routes';
import { bekerRoutes } from './beker/beker-routes';
import { bulletinRoutes } from './bulletin/bulletin-routes';
import { clubsRoutes } from './clubs/clubs-routes';
import type { Config } from './config';
import type { Db } from './db/database';
import { deelnemersRoutes } from './deelnemers/deelnemers-routes';
import { shareRoutes } from './delen/share-routes';
import { huisstijlRoutes } from './huisstijl/huisstijl-routes';
import { HuisstijlStore } from './huisstijl/huisstijl-store';
import { infoRoutes } from './info/info-routes';
import { liveRoutes } from './live/live-routes';
import { exportRoutes } from './organiser/export/export-routes';
import { importRoutes } from './organiser/import/import-routes';
import { periodetitelsRoutes } from './periodetitels/periodetitels-routes';
import { privacyRoutes } from './privacy/privacy-routes';
import retention from './privacy/retention-plugin';
import { pwaHeadLinks } from './pwa/pwa-manifest';
import { pwaRoutes } from './pwa/pwa-routes';
import apiKey from './plugins/api-key';
import canonicalPath from './plugins/canonical-path';
import errorHandler from './plugins/error-handler';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  readSecurityHeaders,
} from './plugins/framework-errors';
import notFound from './plugins/not-found';
import routeTable from './plugins/route-table';
import { organiserRoutes } from './organiser/organiser-routes';
import security from './plugins/security';
import securityHeaders from './plugins/security-headers';
import { HotReads } from './plugins/hot-reads';
import views from './plugins/views';
import seasonalGet from './seizoenen/seasonal-get';
import { seizoenenRoutes } from './seizoenen/seizoenen-routes';
import webStatic, { DEFAULT_WEB_DIST } from './plugins/web-static';
import recompute from './season/recompute-plugin';
import { spelersRoutes } from './spelers/spelers-routes';
import { standenRoutes } from './standen/standen-routes';
import { summaryRoutes } from './summary/summary-routes';
import { teamstandenRoutes } from './teamstanden/teamstanden-routes';
import { wedstrijdenRoutes } from './wedstrijden/wedstrijden-routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
}

/** A client that trickles its request in does not hold a connection for ever. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface AppOptions {
  config: Config;
  db: Db;
  /** The built web app; apps/web/dist by default. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({
  config,
  db,
  webDistDir,
  logger,
}: AppOptions): Promise<FastifyInstance> {
  const headerValues = await readSecurityHeaders();
  const hotReads = new HotReads();
  const app = Fastify({
    // Unchanged public reads are answered before the router (plugins/hot-reads.ts).
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        if (!hotReads.tryServe(request, response)) handler(request, response);
      });
      // What Fastify sets on a server it makes itself (its default keep-alive, our timeout).
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = REQUEST_TIMEOUT_MS;
      // Below the descriptor limit (decision 019): a flood of sockets is closed at the door
      // instead of bringing the process to EMFILE for everyone.
      server.maxConnections = config.maxConnections;
      return server;
    },
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    requestTimeout: REQUEST_TIMEOUT_MS,
    routerOptions: { maxParamLength: 200 },
    // URLs the router refuses before any hook (bad percent-encoding): envelope and headers too.
    frameworkErrors: frameworkErrorHandler(headerValues),
    // Requests Node's parser refuses (headers over 16 KB): envelope and headers as well.
    clientErrorHandler: clientErrorHandler(headerValues),
  });
  app.decorate('config', config);
  app.decorate('db', db);

  await app.register(routeTable);
  await app.register(errorHandler);
  // First of the request hooks, so every answer carries the headers, refusals included.
  await app.register(securityHeaders);
  await app.register(canonicalPath);
  await app.register(apiKey, { apiKey: config.apiKey });
  await app.register(security);
  await app.register(views, { db, hotReads });
  await app.register(seasonalGet, { db });
  // app.recompute(): every write to season data ends with it (see the plugin).
  await app.register(recompute, {
    db,
    staleCheckMs: config.staleViewsCheckMs,
    databaseUrl: config.databaseUrl,
  });

  // The club's colours and crest, for index.html's <head> and their own routes.
  app.decorate('huisstijl', new HuisstijlStore(db, app.views));

  await app.register(webStatic, {
    distDir: webDistDir ?? config.webDistDir ?? DEFAULT_WEB_DIST,
    apiKey: config.apiKey,
    // The club's colours, and what installing the site as an app needs (pwa/).
    headExtra: async () =>
      `${await app.huisstijl.headLink()}${pwaHeadLinks(await app.huisstijl.current())}`,
  });
  await app.register(notFound);

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
  await app.register(seizoenenRoutes, { db });
  // Enrolment online: public, its own rate limits (issue 15).
  await app.register(aanmeldingRoutes);
  // Login attempts are counted in the database, so the throttle holds across instances.
  await app.register(accounts, { throttle: createLoginThrottle(createDbAttemptStore(db)) });
  await app.register(organiserRoutes);
  // After accounts: its organiser writes need requireOrganiser.
  await app.register(huisstijlRoutes);
  await app.register(pwaRoutes);
  await app.register(importRoutes);
  await app.register(exportRoutes);
  await app.register(backupRoutes);
  await app.register(liveRoutes);
  await app.register(privacyRoutes);
  await app.register(retention);
  return app;
}

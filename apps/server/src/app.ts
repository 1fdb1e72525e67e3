// The HTTP application, without listening: used by server.ts and by the tests.
import { createServer } from 'node:http';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import accounts from './http/accounts/accounts-plugin';
import { createDbAttemptStore } from './http/accounts/db-attempt-store';
import { createLoginThrottle } from './http/accounts/login-throttle';
import type { Config } from './config';
import type { Db } from './db/database';
import { HuisstijlStore } from './read-model/huisstijl/huisstijl-store';
import retention from './organiser/privacy/retention-plugin';
import outbox from './outbox/outbox-plugin';
import push from './outbox/push-plugin';
import { pwaHeadLinks } from './public/pwa/pwa-manifest';
import apiKey from './http/api-key';
import canonicalPath from './http/canonical-path';
import errorHandler from './http/error-handler';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  readSecurityHeaders,
} from './http/framework-errors';
import notFound from './http/not-found';
import routeTable from './http/route-table';
import { organiserRoutes } from './organiser/organiser-routes';
import { participantRoutes } from './participant/participant-routes';
import { publicRoutes } from './public/public-routes';
import security from './http/security';
import securityHeaders from './http/security-headers';
import { HotReads } from './http/hot-reads';
import dataVersionHeader from './http/data-version-header';
import { SeasonReadModel } from './read-model/season-read-model';
import seasonalGet from './read-model/archive/seasonal-get';
import webStatic, { DEFAULT_WEB_DIST } from './http/web-static';
import { firstScreenAnswer } from './public/first-screen-answers';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The time now: what is decided by the clock (a transfer deadline) asks this, so a test can set it. */
    clock: () => Date;
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
  /** The clock (app.clock); the real one by default. A browser test starts a server at a chosen moment. */
  now?: () => Date;
}

export async function buildApp({
  config,
  db,
  webDistDir,
  logger,
  now = () => new Date(),
}: AppOptions): Promise<FastifyInstance> {
  const headerValues = await readSecurityHeaders();
  // Made with the read model, once the app (and its logger) exists; the HTTP server below asks
  // it only when requests arrive.
  // eslint-disable-next-line prefer-const -- assigned below, read by the server factory's closure
  let hotReads: HotReads | undefined;
  const app = Fastify({
    // Unchanged public reads are answered before the router, for speed: hotReads.tryServe asks
    // readModel.serveNow and answers, or hands the request to Fastify (http/hot-reads.ts).
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        if (!hotReads?.tryServe(request, response)) handler(request, response);
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
  app.decorate('clock', now);
  // The season's answers (decision 026): writes tell it (afterWrite), routes ask it (serve),
  // the live stream listens to it (onChange). The one instance, made here.
  const readModel = new SeasonReadModel({
    db,
    log: app.log,
    staleCheckMs: config.staleViewsCheckMs,
    databaseUrl: config.databaseUrl,
    engineThread: config.recomputeThread,
    readsWaitForOwnWrites: config.readsWaitForOwnWrites,
  });
  app.decorate('readModel', readModel);
  app.addHook('onReady', async () => readModel.listen());
  // A save is answered before its recompute ends: closing waits for it.
  app.addHook('onClose', async () => readModel.close());
  hotReads = new HotReads(readModel, config.apiKey);
  app.decorate('hotReads', hotReads);

  await app.register(routeTable);
  await app.register(errorHandler);
  // First of the request hooks, so every answer carries the headers, refusals included.
  await app.register(securityHeaders);
  await app.register(canonicalPath);
  await app.register(apiKey, { apiKey: config.apiKey });
  await app.register(security);
  // A write's answer names its data version (organiser-write.ts).
  await app.register(dataVersionHeader);
  await app.register(seasonalGet, { db });

  // The club's colours and crest, for index.html's <head> and their own routes.
  app.decorate('huisstijl', new HuisstijlStore(db, readModel));

  await app.register(webStatic, {
    distDir: webDistDir ?? config.webDistDir ?? DEFAULT_WEB_DIST,
    apiKey: config.apiKey,
    // The club's colours, and what installing the site as an app needs (pwa/).
    headExtra: async () =>
      `${await app.huisstijl.headLink()}${pwaHeadLinks(await app.huisstijl.current())}`,
    // A first screen's data: the read model's answers, and the pages the routes cut from them.
    firstScreenAnswer,
  });
  await app.register(notFound);

  // Every public answer: the routes table of public/.
  await app.register(publicRoutes);
  // Login attempts are counted in the database, so the throttle holds across instances.
  const attempts = createDbAttemptStore(db);
  await app.register(accounts, {
    throttle: createLoginThrottle(attempts),
    attemptStore: attempts,
  });
  // The messages to people (decision 029): its sender runs beside the requests, never in them.
  await app.register(push);
  await app.register(outbox);
  // After accounts (requireOrganiser): every organiser route, checked once.
  await app.register(organiserRoutes);
  // After accounts (requireParticipant): the participant's own routes, checked once.
  await app.register(participantRoutes);
  await app.register(retention);
  return app;
}

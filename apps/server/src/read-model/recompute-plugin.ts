// How a save reaches the public pages: `app.recompute()` computes the season's answers in
// memory (season/recompute.ts: the data loaded, the engine once, bodies built when first asked)
// and serves them from then on (views/view-store.ts). Every write to season data calls it after
// its transaction commits (organiser/organiser-write.ts, the backup restore), and so does the
// start. Writes by other instances are heard of by notification (PostgreSQL), by SQLite's
// data_version, and by a look at the data version now and then.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenForDataChanges } from '../db/data-change-listener';
import type { Db } from '../db/database';
import { coalesce } from './coalesce';
import { computeSeasonAnswers } from './recompute';
import type { RecomputeStats } from './recompute';
import { DATA_VERSION_CHANNEL, readDataVersion } from './season-repository';
import type { PartCache } from './season-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Recomputes the season and serves the new results: call after every write to season data.
     * Resolves after a recompute that began after this call, so it has seen the caller's write.
     */
    recompute(): Promise<RecomputeStats>;
  }
}

interface RecomputeOptions {
  db: Db;
  /** How often the data version is looked at (a notification lost, a write by a script). */
  staleCheckMs: number;
  /** PostgreSQL: listen for other instances' writes. */
  databaseUrl?: string | undefined;
}

async function recompute(app: FastifyInstance, options: RecomputeOptions) {
  const { db } = options;
  // The rarely changing parts of the last load, kept for the next (season-repository.ts).
  const parts: PartCache = new Map();
  const queue = coalesce(async () => {
    // A macrotask first: the save that asked has its answer written before the engine takes the
    // thread (SQLite's reads resolve as microtasks, which would run the whole recompute first).
    await new Promise((resolve) => setImmediate(resolve));
    const { views, stats } = await computeSeasonAnswers(db, parts);
    app.views.install(views);
    return stats;
  });
  let last: Promise<unknown> = Promise.resolve();
  const run = () => {
    const running = queue();
    last = running;
    return running;
  };
  app.decorate('recompute', run);
  app.views.onBehind(() => {
    run().catch((error: unknown) => app.log.error({ err: error }, 'recompute failed'));
  });
  // A save is answered before its recompute ends: closing waits for it.
  app.addHook('onClose', async () => {
    await last.catch(() => undefined);
  });

  const lookAtDataVersion = async () => {
    try {
      app.views.learnDataVersion(await readDataVersion(db));
    } catch (error) {
      // The database out of reach: the next look tries again.
      app.log.warn({ err: error }, 'reading the data version failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let listener: { close(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void lookAtDataVersion(), options.staleCheckMs);
    timer.unref();
    if (options.databaseUrl) {
      listener = listenForDataChanges({
        url: options.databaseUrl,
        channel: DATA_VERSION_CHANNEL,
        onVersion: (version) => app.views.learnDataVersion(version),
        onListening: () => void lookAtDataVersion(),
        onError: (error) => app.log.warn({ err: error }, 'listening for data changes failed'),
      });
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await listener?.close();
  });
}

export default fp(recompute, { name: 'recompute', dependencies: ['views'] });

// How a save reaches the public pages: `app.recompute()` recomputes the season
// (season/recompute.ts: the engine once, every response body stored) and then drops this
// instance's cache of stored views, so its next read serves the new bodies. Every write to
// season data calls it after its transaction commits (organiser/organiser-write.ts, the backup
// restore), and the start when the stored views are missing or old (start.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { coalesce } from './coalesce';
import { recomputeSeason, staleDataVersion } from './recompute';
import type { RecomputeStats } from './recompute';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Recomputes the season and serves the new results: call after every write to season data.
     * Resolves after a recompute that began after this call, so it has seen the caller's write.
     */
    recompute(): Promise<RecomputeStats>;
  }
}

/** The season's recompute, coalesced (see `coalesce`); instances sharing PostgreSQL also take
 * turns by a lock (recompute.ts). */
export function createRecomputeQueue(db: Db, afterEach: () => void): () => Promise<RecomputeStats> {
  return coalesce(() => recomputeSeason(db), afterEach);
}

async function recompute(app: FastifyInstance, options: { db: Db; staleCheckMs: number }) {
  const queue = createRecomputeQueue(options.db, () => app.views.invalidate());
  let last: Promise<unknown> = Promise.resolve();
  app.decorate('recompute', () => {
    const run = queue();
    last = run;
    return run;
  });
  // A save is answered before its recompute ends: closing waits for it, so the data and the
  // views it leaves behind agree (a crash instead is what the data version is for).
  app.addHook('onClose', async () => {
    await last.catch(() => undefined);
  });
  watchForStaleViews(app, options.db, options.staleCheckMs);
}

/**
 * A save commits, raising the data version, and its instance dies before the recompute: the
 * stored answers stay old while the other instances run on. So each instance checks now and
 * then; answers still behind the same data version at the next check (not merely a recompute
 * under way elsewhere) are recomputed here. Starts once the server is ready.
 */
function watchForStaleViews(app: FastifyInstance, db: Db, everyMs: number): void {
  let suspect: number | undefined;
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const stale = await staleDataVersion(db);
      if (stale !== undefined && stale === suspect) {
        app.log.warn({ dataVersion: stale }, 'stored answers behind the data: recomputing');
        await app.recompute();
        suspect = undefined;
      } else {
        suspect = stale;
      }
    } catch (error) {
      // The database out of reach: the next check tries again.
      app.log.warn({ err: error }, 'checking the stored answers failed');
    } finally {
      checking = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void check(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(recompute, { name: 'recompute', dependencies: ['views'] });

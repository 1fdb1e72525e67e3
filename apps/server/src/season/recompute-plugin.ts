// How a save reaches the public pages: `app.recompute()` recomputes the season
// (season/recompute.ts: the engine once, every response body stored) and then drops this
// instance's cache of stored views, so its next read serves the new bodies. Every write to
// season data calls it after its transaction commits (organiser/organiser-write.ts, the backup
// restore), and the start when the stored views are missing or old (start.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { recomputeSeason } from './recompute';
import type { RecomputeStats } from './recompute';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Recomputes the season and serves the new results: call after every write to season data.
     * Calls run one after the other, so the last one always sees the last write.
     */
    recompute(): Promise<RecomputeStats>;
  }
}

/**
 * A recompute that queues: each call starts when the one before it ended (failed or not), and
 * `afterEach` runs after every call. Within one instance no two recomputes overlap, so the last
 * call loads after the last write; instances sharing PostgreSQL take turns by a lock as well.
 */
export function createRecomputeQueue(db: Db, afterEach: () => void): () => Promise<RecomputeStats> {
  let queue: Promise<unknown> = Promise.resolve();
  return () => {
    const run = queue.then(() => recomputeSeason(db)).finally(afterEach);
    queue = run.catch(() => undefined);
    return run;
  };
}

async function recompute(app: FastifyInstance, options: { db: Db }) {
  app.decorate(
    'recompute',
    createRecomputeQueue(options.db, () => app.views.invalidate()),
  );
}

export default fp(recompute, { name: 'recompute', dependencies: ['views'] });

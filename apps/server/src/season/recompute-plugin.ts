// How a save reaches the public pages: `app.recompute()` recomputes the season
// (season/recompute.ts: the engine once, every response body stored) and then drops this
// instance's cache of stored views, so its next read serves the new bodies. Every write to
// season data calls it after its transaction commits (organiser/organiser-write.ts, the backup
// restore), and the start when the stored views are missing or old (start.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { coalesce } from './coalesce';
import { recomputeSeason } from './recompute';
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

async function recompute(app: FastifyInstance, options: { db: Db }) {
  app.decorate(
    'recompute',
    createRecomputeQueue(options.db, () => app.views.invalidate()),
  );
}

export default fp(recompute, { name: 'recompute', dependencies: ['views'] });

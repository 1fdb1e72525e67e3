// The read model's interface (decision 026): the one way season data written reaches the public
// answers and the live stream. Writers say what they committed (`afterWrite`), readers ask for
// an answer (`serve`), the live stream listens (`onChange`). app.ts makes the one instance
// (season-read-model.ts) and hands it to the routes as `app.readModel`.
import type { RecomputeStats } from './recompute';
import type { CachedAnswer, SeasonAnswers } from './season-answers';

export interface ReadModel {
  /**
   * A write committed data version `version`: the answers are recomputed (writes arriving
   * meanwhile share one recompute) and reads wait for them. Resolves once answers of at least
   * `version` are served. The caller's answer need not wait for it: reads do.
   */
  afterWrite(version: number): Promise<RecomputeStats>;
  /**
   * The current answer under `key` (undefined when there is none). Served at once unless the
   * answers are behind what this instance knows of, or `seenVersion` (the data version the
   * reader's own write was answered with, the x-data-version header) is newer than them: then it
   * waits for the recompute (decision 011, a few seconds at most).
   */
  serve(key: string, seenVersion?: number): Promise<CachedAnswer | undefined>;
  /**
   * Calls `listener` with the data version whenever answers of newer data are served: after
   * this instance's writes and after writes elsewhere (another instance's notification, another
   * process seen by SQLite, the periodic look). Returns the function that stops listening.
   */
  onChange(listener: (dataVersion: number) => void): () => void;
  /**
   * `serve` for the hot path before the router (http/hot-reads.ts): the answer when it can be
   * served without waiting, no promise; undefined sends the request on to the router.
   */
  serveNow(key: string): CachedAnswer | undefined;
  /**
   * Every answer of one data version with what they are built from (a participant's round, a
   * share picture), waiting as `serve` does.
   */
  season(seenVersion?: number): Promise<SeasonAnswers | undefined>;
  /**
   * The answers served now, without waiting (index.html's head must not wait); undefined before
   * the first recompute.
   */
  readonly current: SeasonAnswers | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The season's answers (decision 026): made once in app.ts. */
    readModel: ReadModel;
  }
}

// Season data changed: run the engine once and list every response body, built when first
// asked (read-model/season-answers.ts). Public GETs only ever read what this made.
import { computeSeason, computeSeasonFrom } from '@clubelf/engine';
import type { SeasonComputation, SeasonResult } from '@clubelf/engine';
import { buildBekerAnswers } from '../public/beker/beker-answers';
import { buildBulletinAnswers } from '../public/bulletin/bulletin-answers';
import { buildClubsAnswers } from '../public/clubs/clubs-answers';
import type { Db } from '../db/database';
import { buildDeelnemersAnswers } from '../public/deelnemers/deelnemers-answers';
import { buildInfoAnswers } from '../public/info/info-answers';
import { buildPeriodetitelsAnswers } from '../public/periodetitels/periodetitels-answers';
import { buildSpelersAnswers } from '../public/spelers/spelers-answers';
import { buildStandenAnswers } from '../public/standen/standen-answers';
import { buildSummaryAnswers } from '../public/summary/summary-answers';
import { buildTeamstandenAnswers } from '../public/teamstanden/teamstanden-answers';
import { createAnswerContext } from './answer-context';
import type { AnswerContext } from './answer-context';
import { apiPaths } from '@clubelf/contract/paths';
import { buildWedstrijdenAnswers } from '../public/wedstrijden/wedstrijden-answers';
import { emptySeason } from './empty-season';
import { SeasonAnswers } from './season-answers';
import type { Answer, LazyAnswer } from './answer';
import { loadSeason, readDataVersion } from './season-repository';
import type { PartCache, StoredSeason } from './season-repository';

/** Raise when a body's shape changes: closed seasons' stored answers are rebuilt at start. */
export const ANSWER_FORMAT = '6';

export function buildAllAnswers(ctx: AnswerContext): LazyAnswer[] {
  return [
    ...buildInfoAnswers(ctx),
    ...buildSummaryAnswers(ctx),
    ...buildStandenAnswers(ctx),
    ...buildPeriodetitelsAnswers(ctx),
    ...buildTeamstandenAnswers(ctx),
    ...buildBekerAnswers(ctx),
    ...buildSpelersAnswers(ctx),
    ...buildWedstrijdenAnswers(ctx),
    ...buildDeelnemersAnswers(ctx),
    ...buildClubsAnswers(ctx),
    ...buildBulletinAnswers(ctx),
  ];
}

/**
 * The big standings and the summaries: the answers read first after every save, built with the
 * engine's result (in the engine's worker thread, engine-thread.ts) rather than by the first
 * read on the event loop (the tussenstand alone is 18 MB and 0.2 s at 100,000 participants).
 */
export const PREBUILT_KEYS: readonly string[] = [
  ...Object.values(apiPaths.standen),
  ...Object.values(apiPaths.summary),
];

/**
 * The engine's step of a recompute: its result, and any answers already built from it. On the
 * event loop (`engineOnThisThread`, the default) or in a worker thread (engine-thread.ts).
 */
export type RunEngine = (
  season: StoredSeason,
) => Promise<{ result: SeasonResult; prebuilt: readonly Answer[] }>;

export const engineOnThisThread: RunEngine = (season) =>
  Promise.resolve({ result: computeSeason(season.input), prebuilt: [] });

/**
 * The engine on the event loop keeping its last computation for the next (decision 033): after
 * a match result only the rounds from the match's on are summed and ranked again, after a
 * transfer from a round without results every standing is kept; anything it cannot prove
 * unchanged is computed in full. The read model's recompute makes one per instance.
 */
export function incrementalEngineOnThisThread(): RunEngine {
  let previous: SeasonComputation | undefined;
  return (season) => {
    const from = previous;
    // Dropped first: after an engine error the next recompute starts from scratch.
    previous = undefined;
    const computation = computeSeasonFrom(from, season.input);
    previous = computation;
    return Promise.resolve({ result: computation.result, prebuilt: [] });
  };
}

/**
 * The answers of PREBUILT_KEYS of one season and its engine result (in the engine's worker):
 * only the standings' and summaries' builders list theirs (listing every answer costs 0.5 s at
 * 100,000 participants).
 */
export function buildPrebuiltAnswers(season: StoredSeason, result: SeasonResult): Answer[] {
  const wanted = new Set(PREBUILT_KEYS);
  const ctx = createAnswerContext(season.meta, season.input, result, season.persoonIds);
  return [...buildSummaryAnswers(ctx), ...buildStandenAnswers(ctx)]
    .filter((lazy) => wanted.has(lazy.key))
    .map((lazy) => lazy.build());
}

export interface RecomputeStats {
  /** Answers known (built when first asked). */
  answers: number;
  dataVersion: number;
  loadMs: number;
  computeMs: number;
  buildMs: number;
}

/**
 * The current season's answers from the stored data, in memory (decision 011): the data loaded
 * in one snapshot, the engine run once, every answer listed and built when first asked; before
 * the organiser creates a season, those of an empty one (see empty-season.ts), so the public
 * site is calm rather than failing. Nothing is written: every instance computes its own.
 */
export async function computeSeasonAnswers(
  db: Db,
  cache?: PartCache,
  runEngine: RunEngine = engineOnThisThread,
): Promise<{ answers: SeasonAnswers; stats: RecomputeStats }> {
  const t0 = performance.now();
  // One snapshot: a write committing halfway through the load must not be half in it.
  const loaded = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => ({
      version: await readDataVersion(trx),
      season: await loadSeason(trx, cache, true),
    }));
  const stored = loaded.season ?? emptySeason();
  const t1 = performance.now();
  const { result, prebuilt } = await runEngine(stored);
  const t2 = performance.now();
  const ctx = createAnswerContext(stored.meta, stored.input, result, stored.persoonIds);
  const answers = new SeasonAnswers(loaded.version, ctx, buildAllAnswers(ctx), prebuilt);
  const t3 = performance.now();
  return {
    answers,
    stats: {
      answers: answers.size,
      dataVersion: loaded.version,
      loadMs: t1 - t0,
      computeMs: t2 - t1,
      buildMs: t3 - t2,
    },
  };
}

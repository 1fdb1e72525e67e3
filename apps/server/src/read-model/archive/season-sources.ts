// Where a season's public answers come from: the current season's from the read model
// (recomputed on every write), a closed season's from its archive (written once, at closing,
// and kept in memory once read: they never change). What a closed season does not have (a
// participant, a round) is answered from those stored answers and its row, never by computing
// it again: a client asking for what does not exist costs a lookup, not an engine run.
import { apiPaths } from '@clubelf/contract/paths';
import type { SeasonInput, SeasonResult } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { deelnemerRondeAnswer } from '../../public/deelnemers/deelnemer-ronde-answers';
import { API_CACHE_CONTROL } from '../../http/hot-reads';
import type { ReadModel } from '../read-model';
import type { CachedAnswer } from '../season-answers';
import type { Answer } from '../answer';
import { findArchive, findArchivedView, findSeasonListing } from './archive-repository';
import { computeArchived } from './archived-season';
import type { ComputedSeason } from './archived-season';
import { ComputedSeasons } from './computed-seasons';
import type { SeasonMeta } from '../season-repository';

/**
 * A closed season's answers change only when a person is anonymised (issue 24): a browser may
 * keep them a week, a shared cache (nginx, docs/deploy/) 5 minutes, then it asks again with the
 * ETag, so an erased name leaves the proxy within minutes. The privacy statement promises this.
 */
export const ARCHIVE_CACHE_CONTROL =
  'public, max-age=604800, s-maxage=300, stale-while-revalidate=86400';
/** How long a shared cache keeps a closed season's answers, in minutes (privacy statement). */
export const ARCHIVE_SHARED_CACHE_MINUTES = 5;

export interface SeasonSource {
  /** The stored answer under `key` (an API path of the current season). */
  get(key: string): Promise<CachedAnswer | undefined>;
  /** A participant's 11 of one speelronde with their points. */
  deelnemerRonde(deelnemerId: number, round: number): Promise<Answer>;
  /** The season as computed (what every answer is built from); undefined before any. */
  computed(): Promise<ComputedSnapshot | undefined>;
  /**
   * A closed season's facts known without computing it: with `get`, what a request asks for
   * that the season does not have is answered without an engine run. Undefined for the
   * current season (computed already: its own answers decide).
   */
  closed?: { roundCount: number };
  cacheControl: string;
}

/** The engine's input and result of one season, named by what they are of (for ETags). */
export interface ComputedSnapshot {
  /** `d{dataVersion}` for the current season, `a{id}@{closedAt}` for a closed one. */
  version: string;
  meta: SeasonMeta;
  input: SeasonInput;
  result: SeasonResult;
}

/** Bounded memory: most visitors read the newest closed season. */
const MAX_ARCHIVED_VIEWS = 2_000;

export class SeasonSources {
  readonly current: SeasonSource;
  readonly #db: Db;
  readonly #readModel: ReadModel;
  readonly #views = new Map<string, CachedAnswer>();
  /** Closed seasons computed again, kept by use (CLOSED_SEASONS_COMPUTED of them). */
  readonly computedSeasons: ComputedSeasons<ComputedSeason>;

  constructor(db: Db, readModel: ReadModel, computedKept: number) {
    this.#db = db;
    this.#readModel = readModel;
    this.computedSeasons = new ComputedSeasons(computedKept);
    this.current = this.currentSeen(undefined);
  }

  /**
   * The current season for a reader who saw data version `seenVersion` (its own write's): its
   * answers are at least that new (ReadModel.serve). `current` is the one for every other reader.
   */
  currentSeen(seenVersion: number | undefined): SeasonSource {
    const readModel = this.#readModel;
    return {
      get: (key) => readModel.serve(key, seenVersion),
      deelnemerRonde: async (deelnemerId, round) => {
        const season = await readModel.season(seenVersion);
        if (!season)
          throw notFound('Er is nog niets te tonen: de uitslagen zijn nog niet berekend');
        return deelnemerRondeAnswer(
          season.ctx,
          season.get(apiPaths.deelnemer(deelnemerId)),
          deelnemerId,
          round,
        );
      },
      computed: async () => {
        const season = await readModel.season(seenVersion);
        if (!season) return undefined;
        const { meta, input, result } = season.ctx;
        return { version: `d${season.dataVersion}`, meta, input, result };
      },
      cacheControl: API_CACHE_CONTROL,
    };
  }

  /** The source of season `seasonId`, or 404 when there is no such season. */
  async of(seasonId: number): Promise<SeasonSource> {
    const season = await findSeasonListing(this.#db, seasonId);
    if (!season) throw notFound(`Seizoen ${seasonId} bestaat niet`);
    if (season.closedAt === null) return this.current;
    // A restored backup may bring another season under the same id: its closing time tells;
    // an archive rewritten by anonymising a name (privacy/) raises its updatedAt.
    const prefix = `${seasonId}@${season.closedAt}@${season.updatedAt}`;
    const get = async (key: string) => {
      const cacheKey = `${prefix}:${key}`;
      const cached = this.#views.get(cacheKey);
      if (cached) return cached;
      const view = await findArchivedView(this.#db, seasonId, key);
      if (view) remember(this.#views, cacheKey, view, MAX_ARCHIVED_VIEWS);
      return view;
    };
    return {
      get,
      deelnemerRonde: async (deelnemerId, round) => {
        // The same 404s as deelnemerRondeAnswer's, from what is stored: no participant, no
        // round of that number (the season's row keeps its round count).
        const stored = await get(apiPaths.deelnemer(deelnemerId));
        if (!stored) throw notFound(`Deelnemer ${deelnemerId} bestaat niet`);
        if (round > season.roundCount) throw notFound(`Speelronde ${round} bestaat niet`);
        const computed = await this.#computedSeason(prefix, seasonId);
        return deelnemerRondeAnswer(
          { input: computed.season.input, result: computed.result },
          stored,
          deelnemerId,
          round,
        );
      },
      computed: async () => {
        const { season, result } = await this.#computedSeason(prefix, seasonId);
        return { version: `a${prefix}`, meta: season.meta, input: season.input, result };
      },
      closed: { roundCount: season.roundCount },
      cacheControl: ARCHIVE_CACHE_CONTROL,
    };
  }

  #computedSeason(prefix: string, seasonId: number): Promise<ComputedSeason> {
    return this.computedSeasons.get(prefix, async () => {
      const json = await findArchive(this.#db, seasonId);
      if (json === undefined) throw notFound(`Seizoen ${seasonId} bestaat niet`);
      return computeArchived(json);
    });
  }
}

function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  if (map.size >= max) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
}

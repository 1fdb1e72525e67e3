// The demo's earlier seasons, so the archive, the erelijst and the careers have content: fully
// played (champions, cups and period titles decided), most participants playing on into the
// next season under the same name, some leaving, some new. Drawn backwards from the current
// season, which stays exactly what generateDemoSeason makes.
import { kickoffSeasonsBefore } from './calendar';
import { earlierDeelnemers } from './earlier-deelnemers';
import {
  DEFAULT_SEED,
  deelnemerStream,
  ROUND_COUNT,
  seasonWithDeelnemers,
} from './generate-season';
import { CURRENT_SEASON_START, seasonNameFrom } from './site-texts';
import type { DemoSeason } from './types';

export const DEFAULT_HISTORY_SEASONS = 2;
/** Of an earlier season's participants, the share that played the next one too (by turns). */
const RETURNING_SHARES = [0.7, 0.66];
/** The club grew: each season had about 8% fewer participants than the one after it. */
const GROWTH = 0.92;
/** 20262027 -> 20252026 -> 20242025: the default seeds read as the seasons. */
const SEED_STEP = 10_001;

export interface HistoryOptions {
  /** The seed the current season was generated from (the default one unless told). */
  seed?: number;
  /** How many earlier seasons: 2 unless told. */
  seasons?: number;
}

/** The seasons before `current`, oldest first; `current` itself is not changed. */
export function generateDemoHistory(
  current: DemoSeason,
  options: HistoryOptions = {},
): DemoSeason[] {
  const seed = options.seed ?? DEFAULT_SEED;
  const seasons = options.seasons ?? DEFAULT_HISTORY_SEASONS;
  const laterNames = new Set(current.deelnemers.map((d) => d.name));
  const history: DemoSeason[] = [];
  let later = current;
  for (let back = 1; back <= seasons; back++) {
    const seasonSeed = (seed - SEED_STEP * back) >>> 0;
    const deelnemers = earlierDeelnemers(
      { teams: later.teams, deelnemers: later.deelnemers, emails: later.deelnemerEmails },
      {
        count: Math.max(2, Math.round(later.deelnemers.length * GROWTH)),
        returningShare: RETURNING_SHARES[(back - 1) % RETURNING_SHARES.length] as number,
        laterNames,
      },
      deelnemerStream(seasonSeed),
    );
    const season = seasonWithDeelnemers({
      seed: seasonSeed,
      playedRounds: ROUND_COUNT,
      deelnemers,
      seasonName: seasonNameFrom(CURRENT_SEASON_START - back),
    });
    // The calendar is the current season's: the same weekends, whole years earlier.
    for (const w of season.wedstrijden) w.kickoff = kickoffSeasonsBefore(w.kickoff, back);
    for (const d of season.deelnemers) laterNames.add(d.name);
    history.unshift(season);
    later = season;
  }
  return history;
}

// The demo season: a whole season as an organiser would have entered it, deterministic from
// the seed. Each part draws from its own random stream, so e.g. the match results do not change
// with the number of participants.
import { createRandom, defaultGameSettings } from '@clubelf/engine';
import type { Speler } from '@clubelf/engine';
import { applyWinterWindow, createLeague } from './clubs-and-players';
import { createBekerRondes } from './cups';
import { createDeelnemers, type DeelnemerData } from './deelnemers';
import type { Random } from './random-tools';
import { playRounds } from './season-results';
import { createPools, createSelecties } from './selecties';
import { createSchedule } from './schedule';
import {
  CLUB_NAME,
  MAIN_MESSAGE,
  REGLEMENT_EXTRA_TEXT,
  SEASON_NAME,
  SITE_SETTINGS,
} from './site-texts';
import { createTransfers } from './transfers';
import type { DemoOptions, DemoSeason } from './types';

export const DEFAULT_SEED = 20262027;
export const DEFAULT_DEELNEMER_COUNT = 250;
export const DEFAULT_PLAYED_ROUNDS = 20;
export const ROUND_COUNT = 34;

/** Independent, reproducible streams per part of the season. */
function stream(seed: number, part: number): Random {
  return createRandom((seed ^ Math.imul(part, 0x9e3779b9)) >>> 0);
}

function checkOptions(deelnemerCount: number, playedRounds: number): void {
  if (!Number.isInteger(deelnemerCount) || deelnemerCount < 2) {
    throw new RangeError(`deelnemerCount must be an integer of at least 2 (got ${deelnemerCount})`);
  }
  if (!Number.isInteger(playedRounds) || playedRounds < 0 || playedRounds > ROUND_COUNT) {
    throw new RangeError(
      `playedRounds must be an integer from 0 to ${ROUND_COUNT} (got ${playedRounds})`,
    );
  }
}

/** Players participants like most: the good ones, by far. */
function popularity(kwaliteit: Map<number, number>) {
  return (speler: Speler) => (kwaliteit.get(speler.id) ?? 0.5) ** 2;
}

export function generateDemoSeason(options: DemoOptions = {}): DemoSeason {
  const seed = options.seed ?? DEFAULT_SEED;
  const deelnemerCount = options.deelnemerCount ?? DEFAULT_DEELNEMER_COUNT;
  const playedRounds = options.playedRounds ?? DEFAULT_PLAYED_ROUNDS;
  checkOptions(deelnemerCount, playedRounds);
  return seasonWithDeelnemers({
    seed,
    playedRounds,
    deelnemers: createDeelnemers(deelnemerCount, stream(seed, 5)),
    seasonName: SEASON_NAME,
  });
}

/** Stream 5 of a season: the one its participants are drawn from (see generateDemoSeason). */
export function deelnemerStream(seed: number): Random {
  return stream(seed, 5);
}

/**
 * A season around participants given beforehand (an earlier season of the same people: see
 * history.ts). Every other part comes from its own stream of the seed, as in generateDemoSeason.
 */
export function seasonWithDeelnemers(parts: {
  seed: number;
  playedRounds: number;
  deelnemers: DeelnemerData;
  seasonName: string;
}): DemoSeason {
  const { seed, playedRounds } = parts;
  checkOptions(parts.deelnemers.deelnemers.length, playedRounds);
  const settings = defaultGameSettings(ROUND_COUNT);
  const winterRound = settings.herbstmeisterRound + 1;
  // The winter window opens after the first half; before that nobody has left or arrived.
  const winterWindowOpened = playedRounds >= settings.herbstmeisterRound;

  const league = createLeague(stream(seed, 1));
  if (winterWindowOpened) applyWinterWindow(league, stream(seed, 2), winterRound);
  const wedstrijden = createSchedule(league.clubs, stream(seed, 3));
  const events = playRounds(league, wedstrijden, playedRounds, stream(seed, 4));

  const { teams, deelnemers, emails } = parts.deelnemers;
  const weight = popularity(league.kwaliteit);
  const atStart = createPools(league.spelers, (s) => s.availableFromRound === null, weight);
  const selecties = createSelecties(
    stream(seed, 6),
    deelnemers.map((d) => d.id),
    atStart,
    settings.formations,
    settings.maxPerClub,
  );
  const spelerMap = new Map(league.spelers.map((s) => [s.id, s]));
  const transfers = winterWindowOpened
    ? createTransfers(
        stream(seed, 7),
        selecties,
        spelerMap,
        // Winter signings are the talk of the window: participants like to bring them in.
        createPools(
          league.spelers,
          (s) => s.status !== 'vertrokken',
          (s) => weight(s) * (s.status === 'nieuw' ? 3 : 1),
        ),
        {
          fromRound: winterRound,
          maxTransfers: settings.maxTransfers,
          maxPerClub: settings.maxPerClub,
        },
      )
    : [];

  const season: DemoSeason = {
    settings,
    roundCount: ROUND_COUNT,
    clubs: league.clubs,
    teams,
    spelers: league.spelers,
    wedstrijden,
    events,
    deelnemers,
    selecties,
    transfers,
    bekerRondes: [],
    seasonName: parts.seasonName,
    clubName: CLUB_NAME,
    mainMessage: MAIN_MESSAGE,
    reglementExtraText: REGLEMENT_EXTRA_TEXT,
    siteSettings: { ...SITE_SETTINGS },
    deelnemerEmails: emails,
  };
  season.bekerRondes = createBekerRondes(season, playedRounds, stream(seed, 8));
  return season;
}

// What the public site shows on a fresh install, before the organiser has created a season:
// a season with nothing in it yet, so every page answers with its ordinary empty state instead
// of an error.
import { defaultGameSettings } from '@clubelf/engine';
import type { StoredSeason } from './season-repository';

/** The organiser's season creation defaults to a full 18-club league. */
export const EMPTY_SEASON_ROUND_COUNT = 34;
export const EMPTY_SEASON_CLUB_NAME = 'Superelf';
export const EMPTY_SEASON_MESSAGE =
  'Welkom! Het seizoen is nog niet begonnen. Zodra de organisatie het nieuwe seizoen heeft ' +
  'klaargezet, staan hier de standen, de wedstrijden en de bekerrondes.';

export function emptySeason(): StoredSeason {
  return {
    meta: {
      seasonName: '',
      clubName: EMPTY_SEASON_CLUB_NAME,
      mainMessage: EMPTY_SEASON_MESSAGE,
      reglementExtraText: '',
      // As a newly created season: every block on, each showing its own empty state.
      siteSettings: {
        showAanmelding: true,
        showCompetitieOverzichten: true,
        showTeamOverzichten: true,
        showSpelersOverzichten: true,
      },
    },
    input: {
      settings: defaultGameSettings(EMPTY_SEASON_ROUND_COUNT),
      roundCount: EMPTY_SEASON_ROUND_COUNT,
      clubs: [],
      teams: [],
      spelers: [],
      wedstrijden: [],
      events: [],
      deelnemers: [],
      selecties: [],
      transfers: [],
      bekerRondes: [],
    },
    persoonIds: new Map(),
  };
}

import type { SeasonInput } from '@clubelf/engine';

export interface DemoOptions {
  /** Fixed by default so every fresh database gets the same season. */
  seed?: number;
  /** About 250 by default; the benchmarks ask for up to 100,000. */
  deelnemerCount?: number;
  /** Speelrondes with results: 20 by default (of 34). */
  playedRounds?: number;
}

/**
 * The season's own texts and site settings, beside the engine's input: what the demo writes to
 * the database and what the server reads back (apps/server's season repository uses this type).
 */
export interface SeasonMeta {
  seasonName: string;
  clubName: string;
  mainMessage: string;
  reglementExtraText: string;
  siteSettings: {
    showAanmelding: boolean;
    showCompetitieOverzichten: boolean;
    showTeamOverzichten: boolean;
    showSpelersOverzichten: boolean;
  };
  /**
   * Whether participants whose entry fee is open count in the standings (issue 15); absent in
   * the demo and in seasons archived before, where they did.
   */
  onbetaaldTeltMee?: boolean;
}

/** A whole season as the organiser would have entered it, ready to be written to a database. */
export interface DemoSeason extends SeasonInput, SeasonMeta {
  /** Private contact details, by deelnemer id: never on a public page or endpoint. */
  deelnemerEmails: Map<number, string>;
}

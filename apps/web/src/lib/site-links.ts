// Where every participant, player, club and round of a season leads: one place for the addresses,
// so a name in any table, card or page links to the same page (issue 9). Inside an archived
// season the same pages live under /archief/{id} (lib/seizoen.ts).
import { useMemo } from 'react';
import { useSeizoenPad } from './seizoen';

/** The addresses within the current season. */
export const sitePaden = {
  /** A participant's page: their team, this round, all rounds, the position chart, cup duels. */
  deelnemer: (deelnemerId: number) => `/deelnemers/${deelnemerId}`,
  /** A player's page: points per round and who picked them. */
  speler: (playerId: number) => `/spelers/${playerId}`,
  /** A club's matches. */
  club: (clubId: number) => `/info/clubs/${clubId}`,
  /** A speelronde's page: its matches and its bulletin (issue 14: a stable address per round). */
  ronde: (round: number) => `/info/wedstrijden/${round}`,
} as const;

export type SiteLinks = { readonly [K in keyof typeof sitePaden]: (typeof sitePaden)[K] };

/** The addresses within the season the page shows. */
export function useSiteLinks(): SiteLinks {
  const pad = useSeizoenPad();
  return useMemo(
    () => ({
      deelnemer: (id: number) => pad(sitePaden.deelnemer(id)),
      speler: (id: number) => pad(sitePaden.speler(id)),
      club: (id: number) => pad(sitePaden.club(id)),
      ronde: (round: number) => pad(sitePaden.ronde(round)),
    }),
    [pad],
  );
}

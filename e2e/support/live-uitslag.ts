// A result to change for a live update (issue 14): a match of the round in play in which one
// of the chosen participant's players played, and the PUT body that gives him extra goals.
import { expect, type APIRequestContext } from '@playwright/test';
import type {
  DeelnemerRonde,
  OrganiserSchedule,
  TussenstandRow,
  Uitslag,
  UitslagSpeler,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import type { organiserApi } from '../dashboard-helpers';
import { apiGet } from './api';

const EVENT_FIELDS = [
  'playerId',
  'side',
  'played',
  'basisplaats',
  'goals',
  'penaltyGoals',
  'assists',
  'ownGoals',
  'yellow',
  'secondYellow',
  'directRed',
  'penaltiesSaved',
  'penaltiesMissed',
] as const;

/** The PUT body of `uitslag` with `extra` goals for `speler` (and his side's score). */
export function withGoals(uitslag: Uitslag, speler: UitslagSpeler, extra: number) {
  return withChange(uitslag, speler, { goals: extra, ownGoals: 0 });
}

/**
 * The PUT body of `uitslag` with `change.goals` more goals and `change.ownGoals` more own goals
 * for `speler`, and the score to match (an own goal counts for the other side).
 */
export function withChange(
  uitslag: Uitslag,
  speler: UitslagSpeler,
  change: { goals: number; ownGoals: number },
) {
  const { version, homeGoals, awayGoals } = uitslag.wedstrijd;
  const home = speler.side === 'home';
  return {
    version,
    homeGoals: (homeGoals ?? 0) + (home ? change.goals : change.ownGoals),
    awayGoals: (awayGoals ?? 0) + (home ? change.ownGoals : change.goals),
    events: uitslag.spelers
      .filter((s) => s.played)
      .map((s) => {
        const row = Object.fromEntries(EVENT_FIELDS.map((f) => [f, s[f]]));
        return s.playerId === speler.playerId
          ? { ...row, goals: s.goals + change.goals, ownGoals: s.ownGoals + change.ownGoals }
          : row;
      }),
  };
}

export type OrganiserApi = Awaited<ReturnType<typeof organiserApi>>;

/** A played match of `round` with one of `chosen`'s players in it, and that player's line. */
export async function uitslagVan(
  request: APIRequestContext,
  api: OrganiserApi,
  chosen: TussenstandRow,
  round: number,
): Promise<{ uitslag: Uitslag; speler: UitslagSpeler }> {
  const ronde = await apiGet<DeelnemerRonde>(
    request,
    apiPaths.deelnemerRonde(chosen.deelnemerId, round),
  );
  const schedule = await api.get<OrganiserSchedule>(organiserPaths.speelschema);
  const matches = schedule.rondes.find((r) => r.round === round)!.wedstrijden;
  for (const speler of ronde.spelers) {
    const match = matches.find(
      (m) => m.homeClubId === speler.clubId || m.awayClubId === speler.clubId,
    );
    if (!match || match.homeGoals === null) continue;
    const uitslag = await api.get<Uitslag>(organiserPaths.uitslag(match.id));
    const played = uitslag.spelers.find((s) => s.playerId === speler.playerId && s.played);
    if (played) return { uitslag, speler: played };
  }
  expect(false, 'one of the chosen participant’s players played this round').toBe(true);
  throw new Error('unreachable');
}

/** Puts the result back as it was (a later version of the same match). */
export async function putBack(api: OrganiserApi, uitslag: Uitslag, speler: UitslagSpeler) {
  const now = await api.get<Uitslag>(organiserPaths.uitslag(uitslag.wedstrijd.id));
  await api.put(organiserPaths.uitslag(uitslag.wedstrijd.id), {
    ...withGoals(uitslag, speler, 0),
    version: now.wedstrijd.version,
  });
}

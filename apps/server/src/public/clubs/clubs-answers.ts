// One body per club for its page (/api/clubs/{id}): its matches of the whole season and its
// players, so that every club name on the site can lead somewhere.
import { clubDetailSchema } from '@clubelf/contract';
import type { ClubDetail } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { POSITIES } from '@clubelf/engine';
import type { Club } from '@clubelf/engine';
import { groupBy } from '../../lib/group-by';
import { lazyAnswer } from '../../read-model/answer';
import type { LazyAnswer } from '../../read-model/answer';
import { byDutchName } from '../../read-model/answer-context';
import type { AnswerContext } from '../../read-model/answer-context';

function makeLookups({ input, result }: AnswerContext) {
  const matches = [...input.wedstrijden].sort(
    (a, b) => a.round - b.round || a.kickoff.localeCompare(b.kickoff) || a.id - b.id,
  );
  const matchesByClub = new Map<number, typeof matches>();
  for (const w of matches) {
    for (const clubId of new Set([w.homeClubId, w.awayClubId])) {
      const list = matchesByClub.get(clubId);
      if (list) list.push(w);
      else matchesByClub.set(clubId, [w]);
    }
  }
  const spelersByClub = groupBy(
    [...result.spelers].sort(
      (a, b) =>
        POSITIES.indexOf(a.position) - POSITIES.indexOf(b.position) ||
        byDutchName(a.name, b.name) ||
        a.playerId - b.playerId,
    ),
    (s) => s.clubId,
  );
  return { matchesByClub, spelersByClub };
}

export function buildClubsAnswers(ctx: AnswerContext): LazyAnswer[] {
  let lookups: ReturnType<typeof makeLookups> | undefined;
  const lookup = () => (lookups ??= makeLookups(ctx));
  const name = (id: number) => ctx.clubNames.get(id) ?? `Club ${id}`;

  const detail = (club: Club): ClubDetail => ({
    id: club.id,
    name: club.name,
    wedstrijden: (lookup().matchesByClub.get(club.id) ?? []).map((w) => ({
      id: w.id,
      round: w.round,
      kickoff: w.kickoff,
      homeClubId: w.homeClubId,
      homeClub: name(w.homeClubId),
      awayClubId: w.awayClubId,
      awayClub: name(w.awayClubId),
      homeGoals: w.homeGoals,
      awayGoals: w.awayGoals,
    })),
    spelers: (lookup().spelersByClub.get(club.id) ?? []).map((s) => ({
      playerId: s.playerId,
      name: s.name,
      position: s.position,
      status: s.status,
      totalPoints: s.totalPoints,
    })),
  });

  return ctx.input.clubs.map((club) =>
    lazyAnswer(apiPaths.club(club.id), clubDetailSchema, () => detail(club)),
  );
}

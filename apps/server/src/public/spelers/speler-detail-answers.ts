// One body per player for their page (/api/spelers/{id}): points per round with the matches
// behind them, and who has him in their selection. The lookups over every match, event and
// selection are made once, when the first player's page is built.
import { spelerDetailSchema } from '@clubelf/contract';
import type { SpelerDetail, SpelerWedstrijd } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { selectieForRound } from '@clubelf/engine';
import type { SpelerEvents, SpelerOverzichtRow, Wedstrijd } from '@clubelf/engine';
import { groupBy } from '../../lib/group-by';
import { lazyAnswer } from '../../read-model/answer';
import type { LazyAnswer } from '../../read-model/answer';
import { byDutchName } from '../../read-model/answer-context';
import type { AnswerContext } from '../../read-model/answer-context';

type Kiezer = SpelerDetail['gekozenDoor'][number];

function makeLookups({ input, result, deelnemers }: AnswerContext) {
  const points = new Map(
    result.playerMatchPoints.map((p) => [`${p.matchId}:${p.playerId}`, p.points]),
  );
  // The current selection (every transfer made), as the engine counts `selectedCount`.
  const kiezers = new Map<number, Kiezer[]>();
  const transfers = groupBy(input.transfers, (t) => t.deelnemerId);
  for (const s of input.selecties) {
    const d = deelnemers.get(s.deelnemerId);
    if (!d) continue;
    const kiezer = { id: d.id, name: d.name, teamName: d.teamName };
    const current = selectieForRound(
      s.playerIds,
      transfers.get(d.id) ?? [],
      Number.POSITIVE_INFINITY,
    );
    for (const playerId of new Set(current)) {
      const list = kiezers.get(playerId);
      if (list) list.push(kiezer);
      else kiezers.set(playerId, [kiezer]);
    }
  }
  for (const list of kiezers.values())
    list.sort((a, b) => byDutchName(a.name, b.name) || a.id - b.id);
  return {
    matches: new Map(input.wedstrijden.map((w) => [w.id, w])),
    eventsByPlayer: groupBy(
      input.events.filter((e) => e.played),
      (e) => e.playerId,
    ),
    points,
    kiezers,
  };
}

export function buildSpelerDetailAnswers(ctx: AnswerContext): LazyAnswer[] {
  let lookups: ReturnType<typeof makeLookups> | undefined;
  const lookup = () => (lookups ??= makeLookups(ctx));
  const club = (id: number) => ctx.clubNames.get(id) ?? `Club ${id}`;

  function wedstrijd(w: Wedstrijd, e: SpelerEvents): SpelerWedstrijd {
    const home = e.clubId === w.homeClubId;
    const opponent = home ? w.awayClubId : w.homeClubId;
    const { matchId: _m, playerId: _p, clubId: _c, ...events } = e;
    return {
      ...events,
      matchId: w.id,
      kickoff: w.kickoff,
      side: home ? 'home' : 'away',
      opponentClubId: opponent,
      opponentClub: club(opponent),
      homeGoals: w.homeGoals,
      awayGoals: w.awayGoals,
      points: lookup().points.get(`${w.id}:${e.playerId}`) ?? 0,
    };
  }

  function detail(row: SpelerOverzichtRow): SpelerDetail {
    const { matches, eventsByPlayer, kiezers } = lookup();
    const played = (eventsByPlayer.get(row.playerId) ?? []).flatMap((e) => {
      const w = matches.get(e.matchId);
      return w ? [{ round: w.round, body: wedstrijd(w, e) }] : [];
    });
    const perRound = groupBy(played, (p) => p.round);
    const rounds = Array.from({ length: ctx.result.lastRoundWithResults }, (_, i) => {
      const wedstrijden = (perRound.get(i + 1) ?? [])
        .map((p) => p.body)
        .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.matchId - b.matchId);
      return {
        round: i + 1,
        points: wedstrijden.reduce((sum, w) => sum + w.points, 0),
        wedstrijden,
      };
    });
    return { ...row, rounds, gekozenDoor: kiezers.get(row.playerId) ?? [] };
  }

  return ctx.result.spelers.map((row) =>
    lazyAnswer(apiPaths.speler(row.playerId), spelerDetailSchema, () => detail(row)),
  );
}
